import { Box, Flex, Image, Stack, Text } from "@chakra-ui/react";
import { StarRating } from "@/components/ui/StarRating";
import type { Review } from "../api";

/** The space the reviews take, carousel or not, so nothing moves when the carousel starts. */
export const CAROUSEL_FRAME = { minH: "80" } as const;

const DEFAULT_AVATAR = "/images/avatar-default.svg";

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Stack
      as="article"
      w="18rem"
      maxW="full"
      mx="auto"
      bg="white"
      borderRadius="xl"
      boxShadow="md"
      p="6"
      gap="4"
      minH="64"
    >
      <Image
        src={review.image || DEFAULT_AVATAR}
        alt={`Photo of ${review.name}`}
        width="64"
        height="64"
        boxSize="16"
        borderRadius="full"
        loading="lazy"
        objectFit="cover"
        // A photo the Content-Security-Policy does not allow (or a dead link): the default avatar.
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR))
            event.currentTarget.src = DEFAULT_AVATAR;
        }}
      />
      <Text fontWeight="bold" color="brand.900">
        {review.name}
      </Text>
      <Text color="gray.700" flex="1">
        {review.review}
      </Text>
      <StarRating value={review.ratings} />
    </Stack>
  );
}

/**
 * The reviews laid out as the carousel starts (one per view on phones, two from 768 px, the rest
 * beyond the edge), in the server's HTML and until the carousel's code has loaded.
 */
export function ReviewsPreview({ reviews }: { reviews: Review[] }) {
  return (
    <Flex {...CAROUSEL_FRAME} gap="50px" px="2.5rem" pb="3rem" overflow="hidden">
      {reviews.map((review) => (
        <Box key={review.id} flex={{ base: "0 0 100%", md: "0 0 calc(50% - 25px)" }}>
          <ReviewCard review={review} />
        </Box>
      ))}
    </Flex>
  );
}
