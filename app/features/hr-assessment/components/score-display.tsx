import { Flag, HeartHandshake, Scale, ShieldCheck, Sprout, TrendingUp, UserRoundSearch, Users, type LucideIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import type { CategoryId } from "../definition";
import { barTone, type BarTone, type RiskLevel } from "../scoring";

/** Shared by the results step and the admin tab's dialog. */
export const categoryIcons: Record<CategoryId, LucideIcon> = {
  compliance: Scale,
  saudization: Flag,
  gosi: ShieldCheck,
  engagement: HeartHandshake,
  performance: TrendingUp,
  talent: UserRoundSearch,
  growth: Sprout,
  succession: Users,
};

/** Status colours tuned for white backgrounds (bars are not text, so 3:1 against white is what counts). */
const barClasses: Record<BarTone, string> = {
  red: "bg-red-600",
  yellow: "bg-amber-500",
  green: "bg-emerald-600",
};

export const riskBadgeTone: Record<RiskLevel, "success" | "warning" | "danger"> = { low: "success", medium: "warning", high: "danger" };

/**
 * A category's score bar in the spec's colour. Decorative: the percentage
 * and the rating are written beside it. Fills from the reading start side.
 */
export function ScoreBar({ percentage, className }: { percentage: number; className?: string }) {
  const clamped = Math.max(0, Math.min(100, percentage));
  return (
    <div aria-hidden className={cn("h-2.5 w-full overflow-hidden rounded-full bg-ink-100", className)}>
      <div className={cn("h-full rounded-full", barClasses[barTone(clamped)])} style={{ width: `${clamped}%` }} data-tone={barTone(clamped)} />
    </div>
  );
}
