import { accountName } from "~/components/layout/account";
import { profileGender } from "~/i18n/grammatical-form";
import type { TimelineActor } from "./lead-row";

/** An account as a timeline line names it: the header's name for it and its profile's answer for the Arabic verb (decision 036). */
export function timelineActor(id: number, account: { username: string; fullName: string | null; gender: string | null }): TimelineActor {
  return { id, name: accountName(account), gender: profileGender(account.gender) };
}
