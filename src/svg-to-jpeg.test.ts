// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { svgToJpeg } from "~/svg-to-jpeg";

const square = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`;

describe("svgToJpeg", () => {
  it("draws several SVGs at once, each its own JPEG at the width asked for, in its own colour", async () => {
    const colours = ["#ff0000", "#00ff00", "#0000ff", "#ffffff"];
    const jpegs = await Promise.all(colours.map((colour) => svgToJpeg(square(colour), 16)));
    for (const [index, jpeg] of jpegs.entries()) {
      const image = sharp(jpeg);
      expect(await image.metadata()).toMatchObject({ format: "jpeg", width: 16, height: 16 });
      const { dominant } = await image.stats();
      const hex = `#${[dominant.r, dominant.g, dominant.b].map((channel) => (channel >= 128 ? "ff" : "00")).join("")}`;
      expect(hex).toBe(colours[index]);
    }
  });

  it("rejects an SVG it cannot read", async () => {
    await expect(svgToJpeg("<svg", 16)).rejects.toThrow(/^social card: /);
  });
});
