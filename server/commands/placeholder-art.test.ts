import { describe, expect, it } from "vitest";
import { brandSvgProblems } from "#build/site/brand-svg.ts";
import { inkOn, luminance, placeholderArt } from "#server/commands/placeholder-art.ts";

const theme = { accent: "#14b8a6", background: "#061416" };
const viewBox = (svg: string) => /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(" ").map(Number);

describe("luminance and inkOn", () => {
  it("reckon a colour's lightness as WCAG does, and pick the ink that stands out on it", () => {
    expect(luminance("#000")).toBe(0);
    expect(luminance("#ffffff")).toBe(1);
    expect(luminance("#777777")).toBeCloseTo(0.184, 3);
    expect(inkOn("#061416")).toBe("#f8fafc");
    expect(inkOn("#facc15")).toBe("#0f172a");
  });
});

// satori lays out the letters with the font's own file: a second or so on a busy machine.
describe("placeholderArt", { timeout: 30_000 }, () => {
  it("draws a logo and a square icon that pass the build's checks of a brand's SVG files", async () => {
    const { logo, icon } = await placeholderArt("Lucky Fjord", "LF", theme);
    expect(brandSvgProblems(icon, { square: true })).toEqual([]);
    expect(brandSvgProblems(logo)).toEqual([]);
    expect(viewBox(icon)).toEqual([0, 0, 64, 64]);
    expect(viewBox(logo)?.[3]).toBe(64);
  });

  it("draws the letters as shapes, not text in a font a device may not have", async () => {
    const { logo, icon } = await placeholderArt("Lucky Fjord", "LF", theme);
    for (const svg of [logo, icon]) {
      expect(svg).not.toMatch(/<text|font-family|@font-face/);
      expect(svg).toMatch(/<path [^>]*d="M[^"]+"/);
    }
    const other = await placeholderArt("Aurora Bay", "AB", theme);
    // Other letters are other shapes, and a longer name a wider logo.
    expect(other.icon).not.toBe(icon);
    const longer = await placeholderArt("Lucky Fjord Casino Games", "LF", theme);
    expect(viewBox(longer.logo)?.[2]).toBeGreaterThan(viewBox(logo)?.[2] ?? Infinity);
  });

  it("letters the tile in the ink that stands out on the accent, and the name in the one that does on the page", async () => {
    const dark = await placeholderArt("Lucky Fjord", "LF", { accent: "#7c3aed", background: "#ffffff" });
    expect(dark.icon).toContain('fill="#f8fafc"');
    expect(dark.logo).toContain('fill="#0f172a"');
    const light = await placeholderArt("Lucky Fjord", "LF", { accent: "#facc15", background: "#07071a" });
    expect(light.icon).toContain('fill="#0f172a"');
    expect(light.icon).not.toContain('fill="#f8fafc"');
  });
});
