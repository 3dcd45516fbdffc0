import { provideCatalogs } from "~/i18n/built-in-catalogs";
import { catalogs } from "~/message-catalogs";

// The tests' composition root for texts, as server/main.ts's start() is the server's: use cases, translators and tests read builtInCatalogs().
provideCatalogs(catalogs);
