import type { CategoryId } from "./definition";
import { categoryRating, type CategoryRating } from "./scoring";

/**
 * The advice for an area at the rating the visitor scored: one catalog text
 * per area and rating (`hr.advice.<area>.<rating>`), which the firm edits in
 * the dashboard's Site Content tab, section Assessments (decision 049).
 */
export function adviceKey(id: CategoryId, percentage: number): `hr.advice.${CategoryId}.${CategoryRating}` {
  return `hr.advice.${id}.${categoryRating(percentage)}`;
}
