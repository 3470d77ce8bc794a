/**
 * Each place's `sizes`, from the CSS that lays it out (tests/e2e/pictures.test.ts compares them
 * with Chromium's layout). styles/base.css: `.container` is at most 80rem with 1rem gutters,
 * 1.5rem from 48rem, 2rem from 62rem; `.card-grid` has 1 column, 2 from 30rem, 4 from 62rem.
 */

/** `/services` (ServiceList.module.css): the whole row on phones, half of it from 48rem. */
export const SERVICE_LIST_SIZES = [
  "(min-width: 80rem) 38rem",
  "(min-width: 62rem) calc(50vw - 2rem)",
  "(min-width: 48rem) calc(50vw - 1.5rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** The landing's top services (Marketing.module.css): a `.card-grid` cell, inside a 1px border. */
export const TOP_SERVICE_SIZES = [
  "(min-width: 80rem) calc(17.875rem - 2px)",
  "(min-width: 62rem) calc(25vw - 2.125rem - 2px)",
  "(min-width: 48rem) calc(50vw - 2.25rem - 2px)",
  "(min-width: 30rem) calc(50vw - 1.75rem - 2px)",
  "calc(100vw - 2rem - 2px)",
].join(", ");

/** The landing's team (Team.module.css): a whole `.card-grid` cell (the card has no border). */
export const TEAM_SIZES = [
  "(min-width: 80rem) 17.875rem",
  "(min-width: 62rem) calc(25vw - 2.125rem)",
  "(min-width: 48rem) calc(50vw - 2.25rem)",
  "(min-width: 30rem) calc(50vw - 1.75rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** A review's photo (Reviews.module.css): a 4rem circle. */
export const REVIEW_PHOTO_SIZES = "4rem";

/** A service page's detail blocks: half a `Container maxW="7xl"` from 48rem, with a 3rem gap. */
export const SERVICE_BLOCK_SIZES = [
  "(min-width: 80rem) 36.5rem",
  "(min-width: 64rem) calc(50vw - 3.5rem)",
  "(min-width: 48rem) calc(50vw - 3rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** Manage Team's picture column (and its phone card): a 4rem (`w="16"`) circle. */
export const TEAM_THUMBNAIL_SIZES = "4rem";

/** Manage Services' image column (and its phone card): 6rem x 3.75rem (`w="24" h="15"`). */
export const SERVICE_THUMBNAIL_SIZES = "6rem";

/** An insights card's cover (Insights.module.css): 1 column, 2 from 40rem, 3 from 62rem. */
const ARTICLE_CARD_SIZES = [
  "(min-width: 80rem) 24.333rem",
  "(min-width: 62rem) calc(33.333vw - 2.333rem)",
  "(min-width: 48rem) calc(50vw - 2.25rem)",
  "(min-width: 40rem) calc(50vw - 1.75rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** An article's cover: its column, at most 48rem, inside the container's gutters. */
const ARTICLE_COVER_SIZES = [
  "(min-width: 51rem) 48rem",
  "(min-width: 48rem) calc(100vw - 3rem)",
  "calc(100vw - 2rem)",
].join(", ");

/** A picture in an article's body: the same column as the cover. */
export const ARTICLE_BODY_SIZES = ARTICLE_COVER_SIZES;

/** An author's photo on an article: a 3rem circle. */
const AUTHOR_PHOTO_SIZES = "3rem";

const shaped = (sizes: string, width: number, height: number) => ({
  sizes,
  fallbackSize: { width, height },
});

/** `sizes`, and for a picture of unknown size the CSS's `aspect-ratio` there, for a <Picture>. */
export const SERVICE_LIST_PICTURE = shaped(SERVICE_LIST_SIZES, 640, 400);
export const TOP_SERVICE_PICTURE = shaped(TOP_SERVICE_SIZES, 640, 400);
export const TEAM_PICTURE = shaped(TEAM_SIZES, 400, 400);
export const ARTICLE_CARD_PICTURE = shaped(ARTICLE_CARD_SIZES, 600, 400);
export const ARTICLE_COVER_PICTURE = shaped(ARTICLE_COVER_SIZES, 1200, 800);
export const AUTHOR_PHOTO_PICTURE = shaped(AUTHOR_PHOTO_SIZES, 96, 96);
