/** The dashboard address that opens one lead (the Leads tab reads `?lead=`): what the firm's e-mails link to. */
export function leadAdminUrl(publicUrl: string, leadId: number): string {
  return `${publicUrl.replace(/\/+$/, "")}/admin?tab=leads&lead=${leadId}`;
}
