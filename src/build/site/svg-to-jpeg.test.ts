// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { svgToJpeg } from "#build/site/svg-to-jpeg.ts";

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`;

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

  it("draws over a picture, cropped from its centre, and keeps a card of a busy picture at most 150 KB", async () => {
    const dir = mkdtempSync(join(tmpdir(), "card-"));
    // A wide picture: red in the middle, blue at its far ends, which the 1200 by 630 crop leaves out.
    const striped = join(dir, "striped.png");
    const stripes = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#0000ff"/><rect x="100" width="200" height="100" fill="#ff0000"/></svg>`;
    await sharp(Buffer.from(stripes)).png().toFile(striped);
    const clear = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="63"><rect width="60" height="63" fill="#00ff00"/></svg>`;
    const card = sharp(await svgToJpeg(clear, 1200, striped));
    expect(await card.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const { data } = await card.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) =>
      [...data.subarray((315 * 1200 + x) * 3, (315 * 1200 + x) * 3 + 3)].map((channel) => (channel >= 128 ? 1 : 0));
    expect(pixel(300)).toEqual([0, 1, 0]);
    expect(pixel(900)).toEqual([1, 0, 0]);
    expect(pixel(1190)).toEqual([1, 0, 0]);
    // Noise: the worst a photograph can be for JPEG.
    const noisy = join(dir, "noise.png");
    await sharp(randomBytes(1200 * 630 * 3), { raw: { width: 1200, height: 630, channels: 3 } })
      .png()
      .toFile(noisy);
    expect((await svgToJpeg(clear, 1200, noisy)).length).toBeLessThanOrEqual(150 * 1024);
    rmSync(dir, { recursive: true });
  });

  it("draws a card again when its picture changes under the same name, and reads an unchanged one from the cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), "card-"));
    const picture = join(dir, "picture.png");
    const clear = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"></svg>`;
    const colourOf = async (jpeg: Uint8Array) => {
      const { dominant } = await sharp(jpeg).stats();
      return [dominant.r, dominant.g, dominant.b].map((channel) => (channel >= 128 ? 1 : 0));
    };
    await sharp({ create: { width: 16, height: 16, channels: 3, background: "#ff0000" } })
      .png()
      .toFile(picture);
    const red = await svgToJpeg(clear, 16, picture);
    expect(await colourOf(red)).toEqual([1, 0, 0]);
    expect(Buffer.from(await svgToJpeg(clear, 16, picture)).equals(Buffer.from(red))).toBe(true);
    await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0000ff" } })
      .png()
      .toFile(picture);
    expect(await colourOf(await svgToJpeg(clear, 16, picture))).toEqual([0, 0, 1]);
    rmSync(dir, { recursive: true });
  });

  it("rejects an SVG it cannot read", async () => {
    await expect(svgToJpeg("<svg", 16)).rejects.toThrow(/^social card: /);
  });
});
