import { Button, Table } from "@chakra-ui/react";
import { StarRating } from "@/components/ui/StarRating";
import { toaster } from "@/components/ui/toaster";
import { useConfirm } from "@/components/ui/useConfirm";
import { ListState, PagePanel } from "@/features/dashboard/components/PagePanel";
import { useLatestReviews, useReviewActions, type Review } from "@/features/reviews/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DELETE_QUESTION } from "./MyOrdersPage";

export function ManageReviewsPage() {
  useDocumentTitle("Manage Reviews");
  const { status, reviews } = useLatestReviews(200);
  const { remove } = useReviewActions();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (review: Review) => {
    if (!(await confirm(DELETE_QUESTION))) return;
    try {
      await remove(review.id);
      toaster.create({ type: "success", title: "Review Removed" });
    } catch {
      toaster.create({ type: "error", title: "The review could not be removed" });
    }
  };

  return (
    <PagePanel
      title="Manage Reviews"
      intro="Reviews shown on the home page, newest first, updated live."
    >
      <ListState
        loading={status === "loading"}
        empty={reviews.length === 0}
        emptyText="No reviews yet."
      />
      {reviews.length > 0 ? (
        <Table.ScrollArea>
          <Table.Root size="sm" minW="640px" aria-label="Reviews">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Rating</Table.ColumnHeader>
                <Table.ColumnHeader>Review</Table.ColumnHeader>
                <Table.ColumnHeader>Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviews.map((review) => (
                <Table.Row key={review.id}>
                  <Table.Cell fontWeight="semibold">{review.name}</Table.Cell>
                  <Table.Cell>
                    <StarRating value={review.ratings} size={14} />
                  </Table.Cell>
                  <Table.Cell maxW="md" whiteSpace="normal">
                    {review.review}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void onDelete(review)}
                      aria-label={`Delete the review by ${review.name}`}
                    >
                      Delete
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {dialog}
    </PagePanel>
  );
}
