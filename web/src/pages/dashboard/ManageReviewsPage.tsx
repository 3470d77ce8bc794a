import type { ReactNode } from "react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { EmailAddress } from "@/components/ui/EmailAddress";
import { ResponsiveTable } from "@/components/ui/ResponsiveTable";
import { StarRating } from "@/components/ui/StarRating";
import { deletion } from "@/components/ui/useConfirm";
import { accountAge } from "@/features/admin/account-age";
import { useAccounts, type AccountSummary } from "@/features/admin/api";
import { AdminListPage, DeleteButton } from "@/features/dashboard/components/AdminListPage";
import { useReviewActions, useReviewsPage, type Review } from "@/features/reviews/api";
import { pageMeta } from "@/lib/meta";
import { useBrowserTimeZone } from "@/lib/time-zone";
import { formatDateTime } from "@shared/format/dates";
import type { PageHandle } from "@/features/dashboard/components/RequireAdmin";

/** When an account was created, in the admin's zone ("Created 8 Dec 2026, 14:05"). */
function createdAt(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : `Created ${formatDateTime(instant, timeZone)}`;
}

/** Who is behind a review, so that a moderator can tell a customer from a minute-old account. */
function AccountCell({ account }: { account: AccountSummary | undefined }) {
  const timeZone = useBrowserTimeZone();
  if (!account) return <Text color="gray.600">…</Text>;
  // A review whose account is gone (or was imported without one).
  if (!account.exists) return <Text color="gray.600">No account</Text>;
  return (
    <Stack gap="0.5" data-testid="review-account">
      <Text>{account.email ? <EmailAddress address={account.email} /> : "No email address"}</Text>
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="sm" color="gray.700" title={createdAt(account.createdAt, timeZone)}>
          {accountAge(account.createdAt)}
        </Text>
        {account.emailVerified ? null : <Badge colorPalette="red">Not verified</Badge>}
        {account.disabled ? <Badge colorPalette="gray">Disabled</Badge> : null}
      </HStack>
    </Stack>
  );
}

function ReviewsTable({
  reviews,
  actions,
}: {
  reviews: Review[];
  actions: (review: Review) => ReactNode;
}) {
  const accounts = useAccounts(reviews.map((review) => review.uid).filter(Boolean));
  return (
    <ResponsiveTable
      label="Reviews"
      rows={reviews}
      rowKey={(review) => review.id}
      rowProps={(review) => ({ "data-review-id": review.id })}
      columns={[
        {
          header: "Name",
          cell: (review) => <Text fontWeight="semibold">{review.name}</Text>,
          wrap: true,
        },
        {
          header: "Account",
          cell: (review) => <AccountCell account={accounts?.get(review.uid)} />,
          wrap: true,
        },
        { header: "Rating", cell: (review) => <StarRating value={review.ratings} size={14} /> },
        { header: "Review", cell: (review) => review.review, wrap: true, minW: "48" },
        {
          header: "Status",
          cell: ({ status }) => (
            <Badge colorPalette={status === "approved" ? "green" : "orange"} whiteSpace="normal">
              {status === "approved" ? "Approved" : "Awaiting approval"}
            </Badge>
          ),
        },
        { header: "Action", cell: actions, actions: true },
      ]}
    />
  );
}

export default function ManageReviewsPage() {
  const { approve, remove } = useReviewActions();
  const approval = (review: Review) => ({
    question: "Do you want to approve this review? It will appear on the home page.",
    run: () => approve(review.id),
    done: "Review Approved",
    failed: "The review could not be approved",
  });
  const removal = (review: Review) =>
    deletion(() => remove(review.id), "Review Removed", "The review could not be removed");

  return (
    <AdminListPage
      title="Manage Reviews"
      intro="Every review, newest first, updated live, with the account that wrote it. A new review appears on the home page once you approve it."
      list={useReviewsPage()}
      emptyText="No reviews yet."
    >
      {(reviews, ask) => (
        <ReviewsTable
          reviews={reviews}
          actions={(review) => (
            <HStack gap="2" wrap="wrap">
              {review.status === "approved" ? null : (
                <Button
                  size="xs"
                  colorPalette="green"
                  onClick={() => void ask(approval(review))}
                  aria-label={`Approve the review by ${review.name}`}
                >
                  Approve
                </Button>
              )}
              <DeleteButton
                name={`the review by ${review.name}`}
                onClick={() => void ask(removal(review))}
              />
            </HStack>
          )}
        />
      )}
    </AdminListPage>
  );
}

export const meta = () => pageMeta("Manage Reviews");

export const handle: PageHandle = { admin: true };
