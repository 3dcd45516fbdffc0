import { Tabs } from "radix-ui";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Select } from "~/components/ui/select";
import { SideScroll } from "~/components/ui/side-scroll";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { groupOf, type AdminTab, type AdminTabGroup } from "../admin-tabs";

/** The width from which the groups stand in a sidebar, each tab on its own line (Tailwind's `lg`). */
const SIDEBAR_QUERY = "(min-width: 64rem)";

/** Whether the sidebar is showing: false on the server and until the browser has measured, so the first paint is the phone's. */
function useSidebar(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SIDEBAR_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

/**
 * The dashboard's tabs in groups by what staff do (decision 034): one Radix
 * tab list per group, all driving the one set of panels. From `lg` the groups
 * stand in a sidebar (arrow keys up and down); below it, a select picks the
 * group and its few tabs sit on one line that scrolls sideways, so a phone
 * never shows lines of wrapped tabs. That line says so the way every
 * sideways row does (SideScroll: a fade and a button on each side where tabs
 * are hidden), and scrolls the selected tab into view when it is shown.
 */
export function AdminNav({
  groups,
  tab,
  onSelect,
  children,
}: {
  /** The groups with the tabs the account's role sees (`tabGroupsFor`, decision 038). */
  groups: { id: AdminTabGroup; tabs: AdminTab[] }[];
  tab: AdminTab;
  onSelect: (tab: AdminTab) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const wide = useSidebar();
  const current = groupOf(tab);
  // The tab last open in each group, so switching groups on a phone comes back to it.
  const lastTab = useRef<Partial<Record<AdminTabGroup, AdminTab>>>({});
  lastTab.current[current] = tab;

  const selectGroup = (group: AdminTabGroup) => {
    const target = lastTab.current[group] ?? groups.find((g) => g.id === group)!.tabs[0];
    onSelect(target);
  };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onSelect(value as AdminTab)}
      orientation={wide ? "vertical" : "horizontal"}
      className="mt-6 lg:mt-8 lg:grid lg:grid-cols-[13.5rem_minmax(0,1fr)] lg:items-start lg:gap-8"
    >
      <nav aria-label={t("admin.nav.label")} className="lg:sticky lg:top-4" data-testid="admin-nav">
        {/* A choice of one (an editor's workspace has only the content group) is no choice: the group's tabs stand alone. */}
        {groups.length > 1 && (
          <div className="mb-2 flex items-center gap-3 lg:hidden">
            <label htmlFor={`${id}-group`} className="shrink-0 text-sm font-semibold text-ink-700">
              {t("admin.nav.groupSelect")}
            </label>
            <div className="min-w-0 flex-1">
              <Select id={`${id}-group`} value={current} onChange={(event) => selectGroup(event.target.value as AdminTabGroup)} data-testid="admin-group-select">
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {t(`admin.nav.group.${group.id}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        )}
        {groups.map((group) => (
          <div key={group.id} className={cn("lg:mb-5", group.id !== current && "max-lg:hidden")}>
            <p id={`${id}-${group.id}`} className="mb-1 px-3 text-xs font-semibold text-ink-500 max-lg:sr-only">
              {t(`admin.nav.group.${group.id}`)}
            </p>
            <SideScroll
              back={t("admin.nav.scrollBack")}
              forward={t("admin.nav.scrollForward")}
              contentKey={tab}
              reveal='[role="tab"][data-state="active"]'
              tone="page"
              scrollerClassName="lg:overflow-visible"
            >
              <Tabs.List
                aria-labelledby={`${id}-${group.id}`}
                className="flex border-b border-ink-100 max-lg:w-max max-lg:min-w-full lg:flex-col lg:border-b-0 lg:border-s"
              >
                {group.tabs.map((value) => (
                  <Tabs.Trigger
                    key={value}
                    value={value}
                    className="relative -mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:border-sand-500 data-[state=active]:text-ink-900 lg:-ms-px lg:mb-0 lg:rounded-e-md lg:border-b-0 lg:border-s-2 lg:text-start lg:whitespace-normal lg:data-[state=active]:bg-sand-50"
                  >
                    {t(`admin.tabs.${value}`)}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
            </SideScroll>
          </div>
        ))}
      </nav>
      <div className="min-w-0">{children}</div>
    </Tabs.Root>
  );
}
