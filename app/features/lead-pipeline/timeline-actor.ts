import { accountName, type NamedAccount } from "~/components/layout/account";
import { profileGender } from "~/i18n/grammatical-form";
import type { Translate } from "~/i18n/translate";
import type { TimelineActor } from "./lead-row";

/** An account as a timeline line names it: the header's name for it and its profile's answer for the Arabic verb (decision 036). */
export function timelineActor(id: number, account: NamedAccount & { gender: string | null }, t: Translate): TimelineActor {
  return { id, name: accountName(account, t), gender: profileGender(account.gender) };
}
