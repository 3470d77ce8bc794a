/**
 * How wide each place shows its pictures (the `sizes` attribute of their `<img>`), from the CSS
 * that lays them out. The browser picks, from a stored picture's widths (320 to 1600 px), the
 * smallest that is sharp at this width on its screen: a 4rem thumbnail gets the 320 px variant,
 * not the 960 px default. A media condition's `rem` is the browser's default font size (16 px),
 * as in the CSS media queries these follow. A change to one of these layouts changes its line
 * here (tests/e2e/pictures.test.ts compares each with the width Chromium lays the picture out at).
 *
 * The public pages (static CSS, styles/base.css):
 * - `.container`: at most 80rem wide, with 1rem gutters, 1.5rem from 48rem, 2rem from 62rem; its
 *   content is 100vw - 2rem, - 3rem, - 4rem, and 76rem from an 80rem viewport.
 * - `.card-grid`: 1 column, 2 from 30rem, 4 from 62rem, 1.5rem apart.
 */

/**
 * `/services` (ServiceList.module.css): the picture fills the row on phones; from 48rem it is
 * half the row, beside the text.
 */
export const SERVICE_LIST_SIZES = [
  "(min-width: 80rem) 38rem",
  "(min-width: 62rem) calc(50vw - 2rem)",
  "(min-width: 48rem) calc(50vw - 1.5rem)",
  "calc(100vw - 2rem)",
].join(", ");

/**
 * The landing's top services (Marketing.module.css): a `.card-grid` cell, inside the card's 1px
 * border.
 */
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

/**
 * A service page's detail blocks (Chakra): a `Container maxW="7xl"` (80rem, gutters 1rem, 1.5rem
 * from md = 48rem, 2rem from lg = 64rem) holding a `SimpleGrid` of one column, two from md with a
 * 3rem gap; the picture fills its column.
 */
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
