import type { Messages } from "./translate";

/** Every built-in text in both languages, as the catalog registry merges them. */
export interface Catalogs {
  en: Messages;
  ar: Messages;
}

let provided: Catalogs | undefined;

/**
 * Hands the merged catalogs to the code below the features' level. Called by
 * the composition roots only, with the registry above the features
 * (`app/message-catalogs.ts`): `start()` in server/main.ts and the tests'
 * setup. No module registers its texts by being imported (decision 025).
 */
export function provideCatalogs(catalogs: Catalogs): void {
  provided = catalogs;
}

/** The built-in texts below the app level: what the server translator and the site texts' editor start from. */
export function builtInCatalogs(): Catalogs {
  if (!provided) throw new Error("No message catalogs: the composition root must call provideCatalogs(catalogs from app/message-catalogs.ts) first.");
  return provided;
}
