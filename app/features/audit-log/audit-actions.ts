/**
 * Every action the audit log records (decision 030). Dotted: the part before
 * the dot is what was acted on, so `?action=lead.` filters a whole family.
 * Each is recorded by the use case of the change, in its transaction
 * (`recordAudit`), with an `AuditContext` the admin route builds.
 */
export const auditActions = [
  "auth.sign_in",
  "auth.sign_in_failed",
  "auth.account_under_attack",
  "auth.second_factor_failed",
  "lead.status",
  "lead.owner",
  "lead.follow_up",
  "lead.note",
  "lead.export",
  "contact.export",
  "hr_assessment.export",
  "leadership_assessment.export",
  "leadership_assessment.email_status",
  "user.create",
  "user.update",
  "user.role",
  "user.delete",
  "user.sign_out_everywhere",
  "user.password_reset",
  "second_factor.enable",
  "second_factor.disable",
  "second_factor.recovery_codes",
  "second_factor.reset",
  "post.publish",
  "post.update",
  "post.unpublish",
  "post.reject",
  "post.delete",
  "testimonial.create",
  "testimonial.update",
  "testimonial.publish",
  "testimonial.unpublish",
  "testimonial.delete",
  "site_content.create",
  "site_content.update",
  "upload.create",
  "setting.registration",
  "setting.second_factor_required",
  "privacy_notice.publish",
  "privacy.view",
  "privacy.export",
  "privacy.erase",
  "retention.run",
  "audit.export",
] as const;

export type AuditAction = (typeof auditActions)[number];
