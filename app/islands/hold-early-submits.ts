/**
 * On a page React hydrates whole (decision 040), a form whose sending is
 * React's (it has no `action`: sign-in, registration, a new password, the
 * second step) must not be sent by the browser itself when the visitor
 * presses Enter before React is there: that would be a GET of the same page
 * with the fields — a password among them — in the address. The boot script
 * holds such a send and makes it again once the page is live
 * (`<html data-hydrated>`, app/root.tsx); what was typed stays, as hydration
 * keeps it. Forms with an `action` post as HTML on purpose and are left alone.
 */
export function holdEarlySubmits(doc: Document = document): void {
  const root = doc.documentElement;
  if (root.dataset.hydration !== "full") return;
  const held = new WeakSet<HTMLFormElement>();
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (root.dataset.hydrated === "true" || !(form instanceof HTMLFormElement) || form.hasAttribute("action")) return;
      event.preventDefault();
      if (held.has(form)) return;
      held.add(form);
      const submitter = (event as SubmitEvent).submitter;
      const observer = new MutationObserver(() => {
        if (root.dataset.hydrated !== "true") return;
        observer.disconnect();
        held.delete(form);
        // The page's own rules now decide (a sign-in's button stays disabled until its arithmetic answer is checked, so the send may wait for it).
        if (!form.isConnected) return;
        const button = submitter instanceof HTMLButtonElement && submitter.form === form && !submitter.disabled ? submitter : null;
        if (button || !form.querySelector("button[type=submit]:disabled")) form.requestSubmit(button ?? undefined);
      });
      observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
    },
    true,
  );
}
