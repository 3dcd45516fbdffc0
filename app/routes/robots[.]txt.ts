// Placeholder until the sitemap is built (issue 3).
export function loader() {
  return new Response("Not found", { status: 404 });
}
