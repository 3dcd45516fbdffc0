/** The new order of ids once `id` moves to 1-based `position` (clamped to the list): the dashboard's hand-ordered lists (testimonials, people). */
export function reorderIds(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const index = Math.min(Math.max(position - 1, 0), rest.length);
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}
