import { lazy, Suspense, useEffect, useState } from "react";
import { dialogOpenerAttributes } from "~/components/forms/dialog-opener-attributes";
import { connectServices, type ContactService } from "../contact-services";

// The dialogs' code loads when a visitor first opens one.
const InquiryDialog = lazy(() => import("./inquiry-dialog").then((m) => ({ default: m.InquiryDialog })));
const ConsultationDialog = lazy(() => import("./consultation-dialog").then((m) => ({ default: m.ConsultationDialog })));

const isService = (value: string | null): value is ContactService => connectServices.some((service) => service === value);

/**
 * The inquiry and consultation dialogs of a page, opened by any of its
 * `DialogOpener` buttons (`[data-open-dialog]`), whoever renders them: one
 * listener on the document, so the buttons can be plain HTML (decision 040;
 * an island on the home page for a visitor, part of the page for a signed-in
 * one). What was typed in a dialog survives closing and reopening it.
 */
export function LeadDialogs() {
  const [inquiry, setInquiry] = useState<{ open: boolean; service?: ContactService; used: boolean }>({ open: false, used: false });
  const [consultation, setConsultation] = useState({ open: false, used: false });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = (event.target as Element | null)?.closest?.(`[${dialogOpenerAttributes.dialog}]`);
      if (!opener) return;
      const dialog = opener.getAttribute(dialogOpenerAttributes.dialog);
      if (dialog !== "inquiry" && dialog !== "consultation") return;
      event.preventDefault();
      if (dialog === "consultation") return setConsultation({ open: true, used: true });
      const service = opener.getAttribute(dialogOpenerAttributes.service);
      setInquiry({ open: true, service: isService(service) ? service : undefined, used: true });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <Suspense fallback={null}>
      {inquiry.used && <InquiryDialog open={inquiry.open} service={inquiry.service} onOpenChange={(open) => setInquiry((s) => ({ ...s, open }))} />}
      {consultation.used && <ConsultationDialog open={consultation.open} onOpenChange={(open) => setConsultation((s) => ({ ...s, open }))} />}
    </Suspense>
  );
}
