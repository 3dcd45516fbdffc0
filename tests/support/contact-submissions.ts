/** What the contact form sends (POST /api/contact), with a believable fill time; one builder for the API tests. */
export function contactSubmission(overrides: Record<string, unknown> = {}) {
  const sentAt = Date.now();
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
