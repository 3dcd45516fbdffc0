/** Attributes of a `DialogOpener`'s button (dialog-opener.tsx), read by the dialogs' listener and the boot script: plain data, no React. */
export const dialogOpenerAttributes = { dialog: "data-open-dialog", service: "data-service" } as const;
