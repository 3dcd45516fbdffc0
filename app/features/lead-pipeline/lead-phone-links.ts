/**
 * A visitor's phone number as the dashboard dials it. Visitors type numbers
 * the way they say them: `+966 50 123 4567`, `00966501234567`, `0501234567`
 * or `٠٥٠١٢٣٤٥٦٧` (the forms accept any digits). A number written without
 * its country code is taken as Saudi (the firm's visitors are; decision 035):
 * its leading 0 becomes 966. WhatsApp needs the full international number,
 * so it gets these digits too.
 */
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
const SAUDI_COUNTRY_CODE = "966";

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as 0–9. */
function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** The number's international digits (country code first, no +), or null when it is not a phone number. */
export function internationalDigits(phone: string): string | null {
  const trimmed = westernDigits(phone.trim());
  const digits = trimmed.replace(/\D/g, "");
  let international: string;
  if (trimmed.startsWith("+")) international = digits;
  else if (digits.startsWith("00")) international = digits.slice(2);
  else if (digits.startsWith("0")) international = SAUDI_COUNTRY_CODE + digits.slice(1);
  // A Saudi mobile number without its 0 (5X XXX XXXX).
  else if (digits.length === 9 && digits.startsWith("5")) international = SAUDI_COUNTRY_CODE + digits;
  else international = digits;
  return international.length >= PHONE_MIN_DIGITS && international.length <= PHONE_MAX_DIGITS ? international : null;
}

/** `tel:+966501234567`, or null when the text is not a phone number. */
export function callHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : null;
}

/** `https://wa.me/966501234567`, or null when the text is not a phone number. */
export function whatsappChatHref(phone: string): string | null {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : null;
}
