import { useState } from "react";
import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { ImagePicker } from "@/features/images/components/ImagePicker";
import { StarRating } from "@/components/ui/StarRating";
import { toaster } from "@/components/ui/toaster";
import { useCurrentUser, type CurrentUser } from "@/features/auth/api";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { useUploadsRunning } from "@/features/images/use-uploads";
import { LimitReached, useMyPendingReviews, useReviewActions } from "@/features/reviews/api";
import { imageAttributes } from "@shared/images";
import { RATINGS } from "@shared/model";
import { imageUrlField, reviewInputSchema, type ReviewInput } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";

export const DEFAULT_AVATAR = "/images/avatar-default.svg";
export const REVIEW_THANKS = "Thank You for Your Valuable Review";
export const AWAITING_APPROVAL = "It will appear on our home page once an admin has approved it.";
/** Reviews come only from verified addresses (firestore.rules, POST /reviews). */
export const REVIEW_NEEDS_VERIFICATION =
  "You can post a review once your email address is verified: follow the link we sent you (see the notice above).";

/** How wide a review's photo shows on this page. */
const PHOTO_SIZES = "48px";

/**
 * The form as typed: the rating comes from the select as text ("" for the placeholder); `image`
 * is the profile photo (or the default avatar) unless the author uploads a photo of their own.
 */
interface ReviewForm {
  name: string;
  ratings: unknown;
  review: string;
  image: string;
}

function ReviewFormCard({ user }: { user: CurrentUser }) {
  const { add } = useReviewActions();
  /** Why the last review was not saved, shown under the form: the hourly limit. */
  const [refused, setRefused] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const { uploading, onBusyChange } = useUploadsRunning();
  const profilePhoto = imageUrlField.safeParse(user.photoURL).success
    ? user.photoURL
    : DEFAULT_AVATAR;
  const defaults: ReviewForm = {
    name: user.displayName,
    ratings: "",
    review: "",
    image: profilePhoto,
  };
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm, unknown, ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: defaults,
    reValidateMode: "onChange",
  });
  const image = useWatch({ control, name: "image" });

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await add(user.uid, values);
      toaster.create({ type: "success", title: REVIEW_THANKS, description: AWAITING_APPROVAL });
      reset(defaults);
      setFileKey((key) => key + 1);
    } catch (error) {
      if (error instanceof LimitReached) setRefused(error.message);
      else toaster.create({ type: "error", title: "Your review could not be saved" });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add Review">
      <Stack gap="4" maxW="xl">
        <FormField label="Name" error={errors.name?.message}>
          <Input {...register("name")} />
        </FormField>
        <FormField label="Rating" error={errors.ratings?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Rate your Number" {...register("ratings")}>
              {RATINGS.map((rating) => (
                <option key={rating} value={String(rating)}>
                  {rating}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Review" error={errors.review?.message}>
          <Textarea rows={5} {...register("review")} />
        </FormField>
        <Stack gap="2">
          <ImagePicker
            label="Your photo"
            required={false}
            value={image}
            error={errors.image?.message}
            previewAlt="The photo shown with your review"
            helper="Optional: shown beside your review instead of your profile photo."
            disabled={!user.emailVerified}
            resetKey={fileKey}
            onPicked={(src) => {
              setValue("image", src, { shouldDirty: true, shouldValidate: true });
              clearErrors("image");
            }}
            onFailed={(message) => setError("image", { message })}
            onBusyChange={onBusyChange}
          />
          {image !== profilePhoto ? (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="start"
              onClick={() => {
                setValue("image", profilePhoto, { shouldDirty: true, shouldValidate: true });
                setFileKey((key) => key + 1);
              }}
            >
              Use my profile photo instead
            </Button>
          ) : null}
        </Stack>
        <div role="status" aria-live="polite">
          {refused ? (
            <Alert.Root status="warning" data-review-outcome="limited">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Review limit reached</Alert.Title>
                <Alert.Description>{refused}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </div>
        {user.emailVerified ? null : (
          <Text color="gray.700" fontSize="sm" data-testid="review-needs-verification">
            {REVIEW_NEEDS_VERIFICATION}
          </Text>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={isSubmitting}
          disabled={!user.emailVerified || uploading}
        >
          Add Review
        </Button>
      </Stack>
    </form>
  );
}

/** The photo shown with a review: the stored picture at the size this list shows it. */
function ReviewPhoto({ image, name }: { image: string; name: string }) {
  const { src, srcSet, sizes, width, height } = imageAttributes(
    image || DEFAULT_AVATAR,
    PHOTO_SIZES,
  );
  return (
    <Image
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={height}
      alt={`Photo of ${name}`}
      boxSize="12"
      borderRadius="full"
      objectFit="cover"
      loading="lazy"
    />
  );
}

/** The author's reviews that an admin has not approved yet, live. */
function AwaitingApproval({ uid }: { uid: string }) {
  const { reviews } = useMyPendingReviews(uid);
  if (reviews.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="awaiting-heading" mt="10" maxW="xl">
      <Heading as="h2" id="awaiting-heading" size="md" color="brand.900" mb="1">
        Awaiting approval
      </Heading>
      <Text color="gray.600" fontSize="sm" mb="4">
        {AWAITING_APPROVAL}
      </Text>
      <Stack as="ul" gap="3" listStyleType="none">
        {reviews.map((review) => (
          <Box as="li" key={review.id} borderWidth="1px" borderRadius="lg" p="4">
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <HStack gap="3">
                <ReviewPhoto image={review.image} name={review.name} />
                <Text fontWeight="semibold">{review.name}</Text>
              </HStack>
              <Badge colorPalette="orange">Awaiting approval</Badge>
            </HStack>
            <StarRating value={review.ratings} size={14} />
            <Text mt="2" color="gray.700" wordBreak="break-word">
              {review.review}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export default function AddReviewPage() {
  const { user } = useCurrentUser();
  return (
    <PagePanel
      title="Add Review"
      intro="Your review appears on our home page for everyone to read once an admin has approved it."
    >
      {user ? (
        <>
          <ReviewFormCard user={user} />
          <AwaitingApproval uid={user.uid} />
        </>
      ) : null}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add Review");
