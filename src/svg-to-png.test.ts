// @vitest-environment node
import { describe, expect, it } from "vitest";
import { svgToPng } from "~/svg-to-png";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const square = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`;

describe("svgToPng", () => {
  it("draws several SVGs at once, each its own PNG at the width asked for", async () => {
    const pngs = await Promise.all(["#ff0000", "#00ff00", "#0000ff", "#ffffff"].map((colour) => svgToPng(square(colour), 16)));
    for (const png of pngs) {
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      // IHDR's width, a big-endian integer after the signature, the chunk's length and its type.
      expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(16);
    }
    expect(new Set(pngs.map((png) => Buffer.from(png).toString("base64"))).size).toBe(4);
  });

  it("rejects an SVG it cannot read", async () => {
    await expect(svgToPng("<svg", 16)).rejects.toThrow(/^resvg: /);
  });
});
