/** Text inputs of addresses and slugs read left to right on Arabic pages too. */
export function ltrInputProps(lang: "en" | "ar") {
  return lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : ({ dir: "ltr" } as const);
}
