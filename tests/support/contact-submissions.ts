/** What the contact form sends (POST /api/contact), filled in 20 seconds up to `sentAt`; one builder for the API tests. */
export function contactSubmission(overrides: Record<string, unknown> = {}, sentAt = Date.now()) {
  return {
    fullName: "Sara Al-Qahtani",
    email: "sara@example.sa",
    company: "Najd Holding",
    service: "executive-search",
    message: "We are looking for a CFO for our retail arm.",
    privacy: true,
    startedAt: sentAt - 20_000,
    sentAt,
    ...overrides,
  };
}
