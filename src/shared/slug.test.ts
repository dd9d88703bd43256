import { describe, expect, it } from "vitest";
import { slugOf } from "#shared/slug.ts";

describe("slugOf", () => {
  it("folds diacritics, drops apostrophes and makes any other run of characters one hyphen", () => {
    expect(slugOf("Mötley Crüe")).toBe("motley-crue");
    expect(slugOf("Baker's Treat")).toBe("bakers-treat");
    expect(slugOf("  Wolf Gold: Power & Fortune!  ")).toBe("wolf-gold-power-fortune");
  });

  it("spells the letters that have no diacritic to fold as ASCII writes them", () => {
    expect(slugOf("Æsir Spins")).toBe("aesir-spins");
    expect(slugOf("ß Spins")).toBe("ss-spins");
    expect(slugOf("Gøtterdämmerung")).toBe("gotterdammerung");
    expect(slugOf("Þór's Hammer")).toBe("thors-hammer");
    expect(slugOf("Œuvre Łódź Straße")).toBe("oeuvre-lodz-strasse");
  });

  it("gives the empty slug for a name of no Latin letter or digit", () => {
    expect(slugOf("福")).toBe("");
    expect(slugOf("???")).toBe("");
  });
});
