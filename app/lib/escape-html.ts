/** Text made safe inside HTML (an element's content or a quoted attribute): the e-mails' HTML parts build their markup with it. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
