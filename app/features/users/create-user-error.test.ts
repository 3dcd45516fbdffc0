import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { createTranslator } from "~/i18n/translate";
import { createUserErrorMessage } from "./create-user-error";

const catalogs = builtInCatalogs();

const t = createTranslator(catalogs.en);

describe("createUserErrorMessage (spec §7)", () => {
  it("an HTML page gives the generic server-error text", () => {
    expect(createUserErrorMessage("<!DOCTYPE html><html><body>502 Bad Gateway</body></html>", t)).toBe(
      "Server error. Please try again or contact administrator.",
    );
    expect(createUserErrorMessage("  <html><head></head></html>", t)).toBe("Server error. Please try again or contact administrator.");
  });

  it("a JSON body gives its message field", () => {
    expect(createUserErrorMessage('{"message":"This username is already taken.","code":"CONFLICT"}', t)).toBe("This username is already taken.");
  });

  it("anything else gives 'Error creating user'", () => {
    expect(createUserErrorMessage("", t)).toBe("Error creating user");
    expect(createUserErrorMessage('{"code":"INTERNAL"}', t)).toBe("Error creating user");
    expect(createUserErrorMessage('{"message":"  "}', t)).toBe("Error creating user");
    expect(createUserErrorMessage("upstream timed out", t)).toBe("Error creating user");
  });

  it("answers in the page's language", () => {
    const ar = createTranslator(catalogs.ar);
    expect(createUserErrorMessage("<html></html>", ar)).toBe(catalogs.ar["users.createError.html"]);
    expect(createUserErrorMessage("", ar)).toBe(catalogs.ar["users.createError.fallback"]);
  });
});
