import { ar } from "./catalogs/ar";
import { en } from "./catalogs/en";
import type { Messages } from "./translate";

export const catalogs: { en: Messages; ar: Messages } = { en, ar };
