/**
 * A new site's placeholder logo and icon (npm run site:new): its initials on a rounded tile of its accent, and for the
 * logo the name beside it. The letters are drawn as shapes, as sites/spinhaven-fi/draw.ts draws Revontuli's, in
 * Outfit ExtraBold (the template's heading face): a picture shown with <img> cannot use the site's fonts, and the
 * social cards' renderer has none, so <text> would be drawn in each device's own face, or not at all.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

const require = createRequire(import.meta.url);
/** Laid out a little larger than shown, so the shapes keep their detail once scaled down. */
const FONT_SIZE = 44;
const TILE = 64;
/** Between the tile and the name in the logo, as on Revontuli's. */
const GAP = 14;

type Box = { x: number; y: number; width: number; height: number };
type Lettering = { paths: string; box: Box };

let font: Buffer | undefined;
function outfit(): Buffer {
  font ??= readFileSync(require.resolve("@fontsource/outfit/files/outfit-latin-800-normal.woff"));
  return font;
}

/** Relative luminance of a CSS hex colour (#rgb or #rrggbb), as WCAG reckons it: 0 for black, 1 for white. */
export function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Near-white or near-black, whichever stands out more on `background`. */
export function inkOn(background: string): string {
  const light = "#f8fafc";
  const dark = "#0f172a";
  const behind = luminance(background);
  return contrast(luminance(light), behind) >= contrast(luminance(dark), behind) ? light : dark;
}

/** `text` as paths in `colour`, laid out by satori, with the box its ink covers (resvg measures the curves too). */
async function lettering(text: string, colour: string): Promise<Lettering> {
  const width = Math.ceil(FONT_SIZE * Math.max(text.length, 1));
  const height = Math.ceil(FONT_SIZE * 1.3);
  // satori takes React's element objects; a plain one needs no React here.
  const element = {
    type: "div",
    key: null,
    props: {
      style: { display: "flex", fontFamily: "Outfit", fontSize: FONT_SIZE, fontWeight: 800, color: colour },
      children: text,
    },
  };
  const svg = await satori(element, {
    width,
    height,
    fonts: [{ name: "Outfit", data: outfit(), weight: 800, style: "normal" }],
  });
  const paths = [...svg.matchAll(/<path [^>]*\/>/g)].map(([path]) => path).join("");
  const found = new Resvg(svg).getBBox();
  if (!found) throw new Error(`no letters drawn for ${JSON.stringify(text)}`);
  return { paths, box: { x: found.x, y: found.y, width: found.width, height: found.height } };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The tile, 64 by 64, its initials centred on it; `id` keeps the gradients of two tiles in one document apart. */
function tile(initials: Lettering, accent: string, id: string): string {
  // The initials fill at most 40 by 26 of the tile: two capitals at their height, three or a wide pair narrower.
  const scale = Math.min(40 / initials.box.width, 26 / initials.box.height);
  const x = (TILE - initials.box.width * scale) / 2 - initials.box.x * scale;
  const y = (TILE - initials.box.height * scale) / 2 - initials.box.y * scale;
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity=".72"/>`,
    `</linearGradient></defs>`,
    `<rect width="${TILE}" height="${TILE}" rx="15" fill="${inkOn(accent) === "#0f172a" ? "#ffffff" : "#000000"}"/>`,
    `<rect width="${TILE}" height="${TILE}" rx="15" fill="url(#${id})"/>`,
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})">${initials.paths}</g>`,
  ].join("");
}

export type PlaceholderArt = { logo: string; icon: string };

/**
 * The logo and the icon of a site named `name`, `initials` on its tile: the tile in `accent` (fading a little
 * towards black, or white for a light accent, so the tile keeps its edge), the letters in whichever of near-white and
 * near-black stands out on it, and the logo's name in whichever stands out on the page's `background`. Both pass the
 * build's checks of a brand SVG (src/build/site/brand-svg.ts), the icon square.
 */
export async function placeholderArt(
  name: string,
  initials: string,
  theme: { accent: string; background: string },
): Promise<PlaceholderArt> {
  const [letters, words] = await Promise.all([
    lettering(initials, inkOn(theme.accent)),
    lettering(name, inkOn(theme.background)),
  ]);
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE} ${TILE}">${tile(letters, theme.accent, "icon")}</svg>\n`;
  // The name's capitals centred on the tile's middle, as the initials' are (a descender may hang below them).
  const nameX = TILE + GAP - words.box.x;
  const nameY = (TILE - letters.box.height) / 2 - letters.box.y;
  const width = Math.ceil(TILE + GAP + words.box.width + 2);
  const logo =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${TILE}">${tile(letters, theme.accent, "logo")}` +
    `<g transform="translate(${round(nameX)} ${round(nameY)})">${words.paths}</g></svg>\n`;
  return { logo, icon };
}
