/**
 * Renders the PNG icons from public/favicon.svg with Chromium, after a change to the logo.
 * Usage: node_modules/.bin/node scripts/make-icons.ts  (rewrites the PNGs in public/; commit them)
 * The icons carry no name or text, so a rebrand needs no new icons; the social cards, which do, are
 * drawn at every build (src/pages/social-cards/).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium.ts";

const root = join(import.meta.dirname, "..");
const publicDir = join(root, "public");
const logo = readFileSync(join(publicDir, "favicon.svg"), "utf8");

const INK = "#07071a";
const page = (body: string) =>
  `<!doctype html><html><head><style>html,body{margin:0;height:100%}body{display:grid;place-items:center;font-family:system-ui,sans-serif}</style></head><body>${body}</body></html>`;

/** Transparent corners for the favicon; an opaque, padded tile for home screens, which round corners themselves. */
const icons = [
  { file: "favicon-32.png", size: 32, html: page(`<div style="width:32px;height:32px">${logo}</div>`), transparent: true },
  ...[
    { file: "apple-touch-icon.png", size: 180 },
    { file: "icon-192.png", size: 192 },
    { file: "icon-512.png", size: 512 },
  ].map(({ file, size }) => ({
    file,
    size,
    html: page(`<div style="width:${size}px;height:${size}px;background:${INK};display:grid;place-items:center">
      <div style="width:${Math.round(size * 0.72)}px;height:${Math.round(size * 0.72)}px">${logo}</div></div>`),
    transparent: false,
  })),
];

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
for (const { file, size, html, transparent } of icons) {
  const viewport = { width: size, height: size };
  const tab = await browser.newPage({ viewport });
  await tab.setContent(html);
  if (transparent) await tab.locator("body").evaluate((body) => (body.style.background = "transparent"));
  await tab.screenshot({ path: join(publicDir, file), omitBackground: transparent });
  await tab.close();
  console.log(`public/${file} ${viewport.width}x${viewport.height}`);
}
await browser.close();
