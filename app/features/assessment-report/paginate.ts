/** Something laid out in the flow of a report: a section heading, a paragraph line, a bullet, a bar, an answer. */
export interface FlowItem {
  height: number;
  /** Space above it, left out when it opens a page. */
  gapBefore: number;
  /** Never the last thing on a page (a heading stays with its first row). */
  keepWithNext: boolean;
}

export interface PageFrame {
  /** Where the flow starts on the first page (below the title band and score). */
  firstTop: number;
  /** Where it starts on the following pages (below the running header). */
  top: number;
  /** Where it must end on every page (above the footer). */
  bottom: number;
}

export interface Placement {
  page: number;
  /** Top of the item itself (its gap is above this). */
  y: number;
}

/**
 * A last page holding less than this share of a page's flow height looks
 * like a printing mistake (issues 12 and 28): the last two pages are then
 * balanced.
 */
export const MIN_LAST_PAGE_FILL = 0.4;

/**
 * Places items on pages: nothing is cut, a heading never ends a page (nor
 * does any item marked to keep with the next), and a last page that would be
 * nearly empty is balanced with the page before it: the break between them
 * moves to where the fuller of the two is as empty as it can be, so both carry
 * a fair share and the document never ends on a page of three lines.
 */
export function paginate(items: readonly FlowItem[], frame: PageFrame): Placement[] {
  const greedy = place(items, frame, -1);
  const lastPage = greedy.at(-1)?.page ?? 0;
  if (lastPage === 0) return greedy;
  const pageHeight = frame.bottom - frame.top;
  const usedOnLast = usedHeight(items, greedy, lastPage, frame);
  if (usedOnLast >= pageHeight * MIN_LAST_PAGE_FILL) return greedy;

  const firstOnLast = greedy.findIndex((p) => p.page === lastPage);
  const previousTop = lastPage - 1 === 0 ? frame.firstTop : frame.top;
  let best = -1;
  let bestShorter = usedOnLast;
  for (let k = firstOnLast - 1; k >= 0 && greedy[k].page === lastPage - 1; k--) {
    if (items[k - 1]?.keepWithNext) continue; // would part items that stay together
    const moved = stackHeight(items, k, items.length);
    if (moved > pageHeight) break;
    const left = greedy[k].y - items[k].gapBefore - previousTop;
    // The shorter of the two pages after the move: the best break makes it as tall as it can be.
    const shorter = Math.min(left, moved);
    if (shorter > bestShorter) {
      best = k;
      bestShorter = shorter;
    }
    if (moved >= left) break; // further back only empties the page before more
  }
  return best === -1 ? greedy : place(items, frame, best);
}

/** Greedy placement, with a forced page break before `breakBefore` (−1 for none). */
function place(items: readonly FlowItem[], frame: PageFrame, breakBefore: number): Placement[] {
  const placements: Placement[] = [];
  let page = 0;
  let y = frame.firstTop;
  // The first page already holds the title band and the score, so the first item keeps its gap.
  let empty = false;
  for (let i = 0; i < items.length; i++) {
    const groupEnd = keepGroupEnd(items, i);
    const overflows = y + (empty ? 0 : items[i].gapBefore) + stackHeight(items, i, groupEnd) > frame.bottom;
    if ((i === breakBefore || overflows) && !empty) {
      page += 1;
      y = frame.top;
      empty = true;
    }
    const gap = empty ? 0 : items[i].gapBefore;
    placements.push({ page, y: y + gap });
    y += gap + items[i].height;
    empty = false;
  }
  return placements;
}

/** Index after the last item that `i` must share a page with. */
function keepGroupEnd(items: readonly FlowItem[], i: number): number {
  let end = i;
  while (end < items.length - 1 && items[end].keepWithNext) end++;
  return end + 1;
}

/** Height of items [from, to) stacked at the top of a page (the first one's gap left out). */
function stackHeight(items: readonly FlowItem[], from: number, to: number): number {
  let height = 0;
  for (let i = from; i < to; i++) height += (i === from ? 0 : items[i].gapBefore) + items[i].height;
  return height;
}

function usedHeight(items: readonly FlowItem[], placements: readonly Placement[], page: number, frame: PageFrame): number {
  const top = page === 0 ? frame.firstTop : frame.top;
  let bottom = top;
  placements.forEach((p, i) => {
    if (p.page === page) bottom = Math.max(bottom, p.y + items[i].height);
  });
  return bottom - top;
}
