/**
 * The boot script (decision 040): one small module on every page, with or
 * without React. A page that needs no React (an article, the legal pages,
 * the blog listing) gets only this; a page that hydrates gets this first.
 * Plain DOM code, no framework: what it imports must stay that way (a test
 * counts the bytes a static page loads).
 *
 * - a visitor whose choice of Arabic is only in localStorage is sent on;
 * - the visit's arrival is noted for attribution (first and latest touch),
 *   which a lead form sent before its island woke takes along;
 * - the header's popovers keep their buttons' state and close on a followed
 *   link, and the header gains its shadow on scroll;
 * - the language switch keeps the spec's localStorage key in step;
 * - the share bar's "Copy link" works and says so beside it;
 * - on a page React hydrates whole, a form sent before React is there waits
 *   for it instead of going out as a GET with its fields in the address;
 * - on a page of islands, the islands wake when they near the viewport or
 *   are first touched (wake-islands.ts);
 * - `<html data-booted>` says all of that is in place (the browser tests wait for it).
 */
import { wireHeader } from "~/components/layout/header-behaviour";
import { wireCopyLinks } from "~/features/blog/copy-link";
import { recordArrival, sendAttributionWithPosts } from "~/features/lead-capture/touch-tracker";
import { followStoredLanguage, mirrorLanguageChoices } from "~/i18n/language-choice";
import { holdEarlySubmits } from "./hold-early-submits";
import { islandAttributes } from "./island-attributes";
import { wakeIslands } from "./wake-islands";

const root = document.documentElement;
const lang = root.lang === "ar" ? "ar" : "en";

if (!followStoredLanguage(lang)) {
  recordArrival(lang);
  sendAttributionWithPosts();
  wireHeader();
  mirrorLanguageChoices();
  wireCopyLinks();
  holdEarlySubmits();
  const islandsEntry = root.getAttribute(islandAttributes.entry);
  if (islandsEntry) wakeIslands(islandsEntry);
  root.dataset.booted = "true";
}
