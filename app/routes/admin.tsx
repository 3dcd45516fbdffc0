import { data } from "react-router";

// Placeholder until this page is built (issue 4); answers 404 meanwhile.
export function loader() {
  throw data(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
