/**
 * What an anonymised name (or another required text) reads afterwards
 * (decision 030, "What erasure keeps"). Fixed, so counts and lists still show
 * a row, and nothing about who it was. Here, on the platform, because the
 * lead digest writes it too: each line's erased form is composed with the
 * digest (lead_digest_lines).
 */
export const ERASED_MARKER = "[erased]";
