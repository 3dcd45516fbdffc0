// Placeholder until image uploads are built (issue 4).
export function loader() {
  return new Response("Not found", { status: 404 });
}
