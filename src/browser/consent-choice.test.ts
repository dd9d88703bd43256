import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, chosenCategories } from "#browser/consent-choice.ts";

/** The cookie as the banner's library writes it: its JSON, URI-encoded. */
const cookie = (value: object) => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
const stored = { categories: ["necessary", "analytics"], revision: 0, services: { necessary: [], analytics: [] } };

describe("chosenCategories", () => {
  it("reads the categories the visitor accepted, among other cookies", () => {
    expect(chosenCategories(`theme=dark; ${cookie(stored)}; other=1`)).toEqual(["necessary", "analytics"]);
    expect(chosenCategories(cookie({ ...stored, categories: ["necessary"] }))).toEqual(["necessary"]);
  });

  it("finds no choice without the cookie, or in one that is not the library's", () => {
    expect(chosenCategories("")).toBeUndefined();
    expect(chosenCategories(`x${cookie(stored)}`)).toBeUndefined();
    expect(chosenCategories(`${CONSENT_COOKIE}=%7Bnot-json`)).toBeUndefined();
    expect(chosenCategories(cookie({ revision: 0 }))).toBeUndefined();
  });
});
