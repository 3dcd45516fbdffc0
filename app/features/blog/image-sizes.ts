/**
 * How wide the blog draws its pictures at each viewport width, for `sizes`
 * (decision 044): the browser picks the variant from it before the page's
 * styles load, so these follow the layout's classes and must change with them.
 */

/** The article's cover: the `max-w-5xl` column less its padding (`px-4 sm:px-6 lg:px-8`). */
export const COVER_SIZES = "(min-width: 64rem) 60rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/** An image in the article's text: the `max-w-3xl` column less its padding. */
export const BODY_IMAGE_SIZES = "(min-width: 64rem) 44rem, (min-width: 48rem) 45rem, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)";

/** A card's picture: one, two or three columns of `BlogGrid` in the `max-w-7xl` container. */
export const CARD_SIZES = "(min-width: 80rem) 24rem, (min-width: 64rem) calc((100vw - 8rem) / 3), (min-width: 40rem) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)";
