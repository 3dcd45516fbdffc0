/**
 * An e-mail address as the logs may show it: enough to tell mails apart
 * ("s***@example.sa"), not enough to identify the visitor.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${address[0]}***${address.slice(at)}`;
}
