import { Badge } from "~/components/ui/badge";
import { leadershipCategoryTone, type LeadershipCategory } from "../scoring";

const badgeTone = { green: "success", yellow: "warning", red: "danger" } as const;

/** A leadership category in its traffic-light colour (green, yellow, red). */
export function CategoryBadge({ category, label, className }: { category: LeadershipCategory; label: string; className?: string }) {
  return (
    <Badge tone={badgeTone[leadershipCategoryTone[category]]} className={className}>
      {label}
    </Badge>
  );
}
