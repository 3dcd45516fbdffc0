import { Monogram } from "~/components/ui/monogram";
import { SiteImage } from "~/components/ui/site-image";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { personInitials, type PagePerson } from "../person";

/**
 * A person's portrait in the team's one treatment (a circle, a sand ring), or
 * their monogram while no photo is set (design brief: never a silhouette).
 * `size` is the largest width it is drawn at, in rem, for `sizes`.
 */
export function PersonPortrait({ person, size, className, priority = false }: { person: Pick<PagePerson, "photo" | "name">; size: number; className?: string; priority?: boolean }) {
  const { t } = useI18n();
  if (!person.photo) return <Monogram initials={personInitials(person.name)} className={className} />;
  return (
    <SiteImage
      src={person.photo}
      alt={t("team.photoAlt", { name: person.name })}
      width={320}
      height={320}
      sizes={`${size}rem`}
      priority={priority}
      className={cn("rounded-full object-cover ring-2 ring-sand-300/80 ring-offset-4 ring-offset-white", className)}
    />
  );
}
