import { useRootData } from "./root-data";
import { serializeJsonLd, type JsonLd } from "./json-ld";

/** Renders structured data as `<script type="application/ld+json">` carrying the page's CSP nonce. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  const nonce = useRootData()?.nonce;
  return <script type="application/ld+json" nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
