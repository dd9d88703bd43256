import { describe, expect, it } from "vitest";
import { studios } from "#build/catalogue/studios.ts";
import { compound } from "#shared/i18n/fi-compound.ts";
import { fi } from "#shared/i18n/fi.ts";

/** Every studio of the registry, as a Finnish writer joins its name to a word, written out by hand. */
const STUDIO_HOUSES: Record<string, string> = {
  playngo: "Play'n GO -pelitalon",
  "pragmatic-play": "Pragmatic Play -pelitalon",
  bgaming: "BGaming-pelitalon",
};

describe("a name as the first part of a Finnish compound", () => {
  it("joins each studio of the registry: one word with a plain hyphen, several with a space before it", () => {
    expect(
      studios()
        .map((studio) => studio.id)
        .sort(),
    ).toEqual(Object.keys(STUDIO_HOUSES).sort());
    for (const studio of studios())
      expect(compound(studio.name, "pelitalon"), studio.id).toBe(STUDIO_HOUSES[studio.id]);
  });

  it("is how the Finnish texts write a studio's and a site's name", () => {
    const text = fi.catalogue.description({
      name: "Elvis Frog in Vegas",
      category: "slots",
      studio: "BGaming",
      facts: {},
    });
    expect(text).toMatch(/^Elvis Frog in Vegas on BGaming-pelitalon kolikkopeli\./);
    expect(fi.catalogue.description({ name: "Fire Joker", category: "slots", studio: "Play'n GO", facts: {} })).toMatch(
      /^Fire Joker on Play'n GO -pelitalon kolikkopeli\./,
    );
    expect(fi.home.heading("Revontuli")).toBe("Tervetuloa Revontuli-sivustolle");
    expect(fi.home.heading("Spin Haven")).toBe("Tervetuloa Spin Haven -sivustolle");
  });
});
