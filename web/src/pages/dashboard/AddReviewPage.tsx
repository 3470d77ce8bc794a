import { Button, Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/ui/FormField";
import { toaster } from "@/components/ui/toaster";
import { useCurrentUser, type CurrentUser } from "@/features/auth/api";
import { PagePanel } from "@/features/dashboard/components/PagePanel";
import { useReviewActions } from "@/features/reviews/api";
import { RATINGS } from "@shared/model";
import { imageUrlField, reviewInputSchema, type ReviewInput } from "@shared/schemas";
import { pageMeta } from "@/lib/meta";

export const DEFAULT_AVATAR = "/images/avatar-default.svg";
export const REVIEW_THANKS = "Thank You for Your Valuable Review";

/** The form as typed: the rating comes from the select as text ("" for the placeholder). */
interface ReviewForm {
  name: string;
  ratings: unknown;
  review: string;
}

function ReviewFormCard({ user }: { user: CurrentUser }) {
  const { add } = useReviewActions();
  const image = imageUrlField.safeParse(user.photoURL).success ? user.photoURL : DEFAULT_AVATAR;
  const defaults: ReviewForm = { name: user.displayName, ratings: "", review: "" };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewForm, unknown, ReviewInput>({
    resolver: zodResolver(
      reviewInputSchema.omit({ image: true }).transform((v) => ({ ...v, image })),
    ),
    defaultValues: defaults,
    reValidateMode: "onChange",
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add(user.uid, values);
      toaster.create({ type: "success", title: REVIEW_THANKS });
      reset(defaults);
    } catch {
      toaster.create({ type: "error", title: "Your review could not be saved" });
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
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={isSubmitting}>
          Add Review
        </Button>
      </Stack>
    </form>
  );
}

export default function AddReviewPage() {
  const { user } = useCurrentUser();
  return (
    <PagePanel
      title="Add Review"
      intro="Your review appears on our home page for everyone to read."
    >
      {user ? <ReviewFormCard user={user} /> : null}
    </PagePanel>
  );
}

export const meta = () => pageMeta("Add Review");
