/** A box on the screen, in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where the toast area sits: at the top or bottom of the screen, on the reading end, this wide (its padding included). */
export interface ToastPlacement {
  edge: "top" | "bottom";
  width: number;
}

/** The toast area's widest size and its padding (the Tailwind `max-w-[420px]` and `p-4` of the toaster). */
export const TOAST_AREA_MAX_WIDTH = 420;
export const TOAST_AREA_PADDING = 16;
/** Narrower than this, a toast beside a dialog would wrap into a tall column; it goes above or below instead. */
export const TOAST_AREA_MIN_SIDE_WIDTH = 300;

/** The toast's own box for a placement (inside the area's padding). */
export function toastBox(placement: ToastPlacement, height: number, viewport: { width: number; height: number }, dir: "ltr" | "rtl"): Box {
  const left = dir === "rtl" ? TOAST_AREA_PADDING : viewport.width - placement.width + TOAST_AREA_PADDING;
  const right = dir === "rtl" ? placement.width - TOAST_AREA_PADDING : viewport.width - TOAST_AREA_PADDING;
  const top = placement.edge === "top" ? TOAST_AREA_PADDING : viewport.height - TOAST_AREA_PADDING - height;
  return { left, right, top, bottom: top + height };
}

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Chooses where the toast goes so that it covers nothing the visitor needs
 * next. `avoid` lists what to keep clear, most to least ambitious (say: the
 * whole open dialog; then its visible buttons and the focused control; then
 * the submit button; then only the focused control). The first level some
 * placement keeps clear wins, and the placement already in use is kept when
 * it still qualifies, so a toast does not jump about.
 *
 * Candidates: bottom (the default), the free strip beside an open dialog
 * (bottom, then top), and the top.
 */
export function chooseToastPlacement(input: {
  viewport: { width: number; height: number };
  dir: "ltr" | "rtl";
  /** The toast's height at the full width. */
  toastHeight: number;
  /** The open dialog, if any: a strip beside it may be free. */
  dialog?: Box | null;
  avoid: Box[][];
  current?: ToastPlacement | null;
}): ToastPlacement {
  const { viewport, dir, toastHeight, dialog, avoid, current } = input;
  const full = Math.min(TOAST_AREA_MAX_WIDTH, viewport.width);
  const candidates: ToastPlacement[] = [{ edge: "bottom", width: full }];
  if (dialog) {
    const side = Math.floor(dir === "rtl" ? dialog.left : viewport.width - dialog.right);
    if (side >= TOAST_AREA_MIN_SIDE_WIDTH && side < full) candidates.push({ edge: "bottom", width: side }, { edge: "top", width: side });
  }
  candidates.push({ edge: "top", width: full });
  if (current && candidates.some((c) => same(c, current))) candidates.unshift(current);

  // A narrower toast wraps into more lines: estimate its height from the full-width one.
  const heightAt = (width: number) => toastHeight * Math.max(1, (full - 2 * TOAST_AREA_PADDING) / Math.max(1, width - 2 * TOAST_AREA_PADDING));
  const clear = (placement: ToastPlacement, boxes: Box[]) => {
    const box = toastBox(placement, heightAt(placement.width), viewport, dir);
    return boxes.every((other) => !intersects(box, other));
  };
  for (const level of avoid) {
    const found = candidates.find((candidate) => clear(candidate, level));
    if (found) return found;
  }
  return current ?? candidates[0];
}

function same(a: ToastPlacement, b: ToastPlacement): boolean {
  return a.edge === b.edge && a.width === b.width;
}
