/** A box's left and right edges on the screen (a DOMRect will do). */
export interface HorizontalBox {
  left: number;
  right: number;
}

/**
 * How far a sideways-scrolling row must scroll (a `scrollBy` left, in
 * screen pixels, so the same in both directions) for `item` to stand wholly
 * inside `row`, clear of `margin` at each edge (where the fades and the edge
 * buttons lie): 0 when it already does. An item wider than the room left is
 * aligned to the row's start side, `rtl` telling which side that is.
 */
export function revealOffset(row: HorizontalBox, item: HorizontalBox, margin: number, rtl: boolean): number {
  const left = row.left + margin;
  const right = row.right - margin;
  if (item.right - item.left > right - left) return rtl ? item.right - right : item.left - left;
  if (item.left < left) return item.left - left;
  if (item.right > right) return item.right - right;
  return 0;
}
