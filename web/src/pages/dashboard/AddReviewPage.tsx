import { useState } from "react";
import {
  Alert,
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  NativeSelect,
  Stack,
  Text,
} from "@chakra-ui/react";
import { FormField, InputField, TextareaField, useZodForm } from "@/components/ui/FormField";
import { Picture } from "@/components/ui/Picture";
import { StickyActions } from "@/components/ui/StickyActions";
import { StarRating } from "@/components/ui/StarRating";
import { toaster } from "@/components/ui/toaster";
import { useCurrentUser, type CurrentUser } from "@/features/auth/api";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { Options } from "@/features/dashboard/components/Options";
import { ImagePicker, useImageField } from "@/features/images/components/ImagePicker";
import { useUploads } from "@/features/images/use-uploads";
import { LimitReached, useMyPendingReviews, useReviewActions } from "@/features/reviews/api";
import { DEFAULT_AVATAR } from "@/features/reviews/components/ReviewCard";
import { RATINGS } from "@shared/model";
import { imageUrlField, reviewInputSchema } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";

const AWAITING_APPROVAL = "It will appear on our home page once an admin has approved it.";

function ReviewFormCard({ user }: { user: CurrentUser }) {
  const { add } = useReviewActions();
  /** Why the last review was not saved, shown under the form: the hourly limit. */
  const [refused, setRefused] = useState<string | null>(null);
  const uploads = useUploads();
  const profilePhoto = imageUrlField.safeParse(user.photoURL).success
    ? user.photoURL
    : DEFAULT_AVATAR;
  // The rating comes from the select as text ("" for the placeholder).
  const defaults = { name: user.displayName, ratings: "", review: "", image: profilePhoto };
  const form = useZodForm(reviewInputSchema, defaults);
  const picker = useImageField(form, "image", uploads);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(null);
    try {
      await add(user.uid, values);
      toaster.create({
        type: "success",
        title: "Thank You for Your Valuable Review",
        description: AWAITING_APPROVAL,
      });
      form.reset(defaults);
      uploads.clear();
    } catch (error) {
      if (error instanceof LimitReached) setRefused(error.message);
      else toaster.create({ type: "error", title: "Your review could not be saved" });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Add Review">
      <Stack gap="4" maxW="xl">
        <InputField label="Name" {...form.field("name")} />
        <FormField label="Rating" error={form.formState.errors.ratings?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Rate your Number" {...form.register("ratings")}>
              <Options of={RATINGS.map((rating) => [String(rating), String(rating)] as const)} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <TextareaField label="Review" rows={5} {...form.field("review")} />
        <Stack gap="2">
          <ImagePicker
            label="Your photo"
            required={false}
            previewAlt="The photo shown with your review"
            helper="Optional: shown beside your review instead of your profile photo."
            sharpWidth={320}
            disabled={!user.emailVerified}
            {...picker}
          />
          {picker.value !== profilePhoto ? (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="start"
              onClick={() => {
                form.setValue("image", profilePhoto, { shouldDirty: true, shouldValidate: true });
                uploads.clear();
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
        {/* Reviews come only from verified addresses (firestore.rules, POST /reviews). */}
        {user.emailVerified ? null : (
          <Text color="gray.700" fontSize="sm" data-testid="review-needs-verification">
            You can post a review once your email address is verified: follow the link we sent you
            (see the notice above).
          </Text>
        )}
      </Stack>
      <StickyActions>
        <Button
          type="submit"
          colorPalette="brand"
          loading={form.formState.isSubmitting}
          disabled={!user.emailVerified || uploads.uploading}
        >
          Add Review
        </Button>
      </StickyActions>
    </form>
  );
}

function AwaitingApproval({ uid }: { uid: string }) {
  const reviews = useMyPendingReviews(uid);
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
                <Image asChild boxSize="12" borderRadius="full" objectFit="cover">
                  <Picture
                    value={review.image || DEFAULT_AVATAR}
                    sizes="48px"
                    alt={`Photo of ${review.name}`}
                  />
                </Image>
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
