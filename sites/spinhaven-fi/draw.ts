/**
 * Draws Revontuli's own pictures into this folder: its icon (northern lights over a fell, on a night-sky tile), its
 * logo (the icon and the name, the letters drawn as shapes in the site's heading face, Outfit ExtraBold, so the
 * logo looks the same on every device and on the social cards) and the home page's hero art (a wide night over the
 * fells, kept as a WebP picture, which the build turns into pictures at a phone's and a desktop's widths). Run it
 * again after a change:
 *   node sites/spinhaven-fi/draw.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createElement } from "react";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";

const here = import.meta.dirname;
const AURORA = ["#34d399", "#2dd4bf", "#a78bfa"] as const;

/** The mark, drawn in a 64 by 64 box; `id` keeps the gradients of two marks in one document apart. */
function mark(id: string): string {
  return [
    "<defs>",
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1a33"/><stop offset="1" stop-color="#0c3b43"/></linearGradient>`,
    `<linearGradient id="${id}-aurora" x1="0" y1="0" x2="1" y2="0">${AURORA.map((colour, index) => `<stop offset="${index / 2}" stop-color="${colour}"/>`).join("")}</linearGradient>`,
    "</defs>",
    `<rect width="64" height="64" rx="15" fill="url(#${id}-sky)"/>`,
    // Three ribbons of light, the brightest highest, as the aurora hangs over the horizon.
    `<path d="M7 33c9-14 19-3 28-11s15-9 22-6" fill="none" stroke="url(#${id}-aurora)" stroke-width="5.5" stroke-linecap="round"/>`,
    `<path d="M7 42c10-12 20-3 29-10s14-7 21-4" fill="none" stroke="url(#${id}-aurora)" stroke-width="3.5" stroke-linecap="round" opacity=".7"/>`,
    `<path d="M9 49c9-8 18-2 26-7s13-5 20-3" fill="none" stroke="url(#${id}-aurora)" stroke-width="2" stroke-linecap="round" opacity=".45"/>`,
    '<circle cx="40" cy="9" r="1.7" fill="#f8fafc"/><circle cx="14" cy="15" r="1.1" fill="#f8fafc" opacity=".8"/>',
    // A fell against the sky, with a second one behind it.
    '<path d="M0 53 17 41l8 5 13-11 26 18v11H0z" fill="#041016"/>',
    '<path d="M38 35 50 44l14-7v27H30z" fill="#02090c" opacity=".9"/>',
  ].join("");
}

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><clipPath id="tile"><rect width="64" height="64" rx="15"/></clipPath><g clip-path="url(#tile)">${mark("icon")}</g></svg>\n`;

/** The name's letters as one path, by satori, which lays text out in a font and writes each glyph as a shape. */
async function lettering(text: string, size: number): Promise<{ paths: string; width: number }> {
  const font = readFileSync(
    createRequire(import.meta.url).resolve("@fontsource/outfit/files/outfit-latin-800-normal.woff"),
  );
  const width = Math.ceil(size * text.length);
  const svg = await satori(
    createElement(
      "div",
      {
        style: {
          display: "flex",
          fontFamily: "Outfit",
          fontSize: size,
          fontWeight: 800,
          color: "#f8fafc",
          letterSpacing: -0.5,
        },
      },
      text,
    ),
    {
      width,
      height: Math.ceil(size * 1.3),
      fonts: [{ name: "Outfit", data: font, weight: 800, style: "normal" }],
    },
  );
  const paths = [...svg.matchAll(/<path [^>]*\/>/g)].map(([path]) => path).join("");
  // The lettering ends at its last point: the largest x of every coordinate pair in its paths.
  const xs = [...paths.matchAll(/d="([^"]+)"/g)].flatMap(([, d]) =>
    [...(d ?? "").matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((pair) => Number(pair[1])),
  );
  return { paths, width: Math.ceil(Math.max(...xs)) };
}

const { paths, width } = await lettering("Revontuli", 44);
const gap = 14;
const logoWidth = 64 + gap + width + 2;
// The lettering, set on a 57 px line, centred on the mark's 64 px height.
const logo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logoWidth} 64">` +
  `<clipPath id="tile"><rect width="64" height="64" rx="15"/></clipPath><g clip-path="url(#tile)">${mark("logo")}</g>` +
  `<g transform="translate(${64 + gap} 3.5)">${paths}</g></svg>\n`;

/** Numbers that look random but are the same at every run: the stars stay where they were. */
function* seeded(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

/** The hero art, 1920 by 800: stars, five veils of aurora (soft, by a blur of the picture itself) and three ridges of fells. */
function hero(): string {
  const [width, height] = [1920, 800];
  const random = seeded(20261126);
  const next = () => random.next().value as number;
  const stars = Array.from({ length: 140 }, () => {
    const [x, y, r] = [next() * width, next() * height * 0.62, 0.6 + next() * 1.6];
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" opacity="${(0.35 + next() * 0.65).toFixed(2)}"/>`;
  }).join("");
  const veil = (y: number, amplitude: number, thickness: number, opacity: number, shift: number) => {
    const points = Array.from({ length: 9 }, (_, index) => {
      const x = (index / 8) * (width + 400) - 200 + shift;
      return `${x.toFixed(0)} ${(y + Math.sin(index * 1.3 + shift / 200) * amplitude).toFixed(0)}`;
    });
    return `<path d="M${points[0]} S${points.slice(1).join(" ")}" fill="none" stroke="url(#aurora)" stroke-width="${thickness}" stroke-linecap="round" opacity="${opacity}" filter="url(#glow)"/>`;
  };
  const ridge = (base: number, peaks: number[], fill: string) =>
    `<path d="M0 ${height} L0 ${base} ${peaks.map((peak, index) => `L${((index + 1) / (peaks.length + 1)) * width} ${peak}`).join(" ")} L${width} ${base} L${width} ${height}Z" fill="${fill}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    "<defs>",
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050b1f"/><stop offset=".55" stop-color="#0a2536"/><stop offset="1" stop-color="#0b3a3c"/></linearGradient>',
    `<linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0">${AURORA.map((colour, index) => `<stop offset="${index / 2}" stop-color="${colour}"/>`).join("")}</linearGradient>`,
    '<filter id="glow" x="-10%" y="-50%" width="120%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>',
    "</defs>",
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<g fill="#f8fafc">${stars}</g>`,
    veil(250, 70, 90, 0.55, 0),
    veil(330, 60, 60, 0.5, 160),
    veil(190, 50, 40, 0.45, -120),
    veil(400, 45, 34, 0.35, 60),
    veil(300, 80, 18, 0.7, -40),
    ridge(640, [560, 600, 520, 590, 540, 610], "#07202a"),
    ridge(700, [630, 660, 600, 650, 620], "#041317"),
    ridge(760, [720, 700, 735, 690, 725, 705, 740], "#020a0c"),
    "</svg>\n",
  ].join("");
}

// The hero art is kept as a picture, as a photograph would be: the build's image pipeline makes its sizes from it.
const heroPng = new Resvg(hero(), { fitTo: { mode: "width", value: 1920 } }).render().asPng();
await sharp(heroPng).webp({ quality: 90 }).toFile(join(here, "hero.webp"));
writeFileSync(join(here, "icon.svg"), icon);
writeFileSync(join(here, "logo.svg"), logo);
console.log(
  `Wrote hero.webp, icon.svg (${icon.length} bytes) and logo.svg (${logo.length} bytes, ${logoWidth} by 64) in ${here}.`,
);
