/**
 * Renders the PNG icons and the social card from public/favicon.svg with Chromium.
 * Usage: node_modules/.bin/node scripts/make-icons.ts  (rewrites the PNGs in public/; commit them)
 * The site name and tagline on the card come from src/site.config.ts; rerun after a rebrand.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROME_PATH, CHROMIUM_ARGS } from "./chromium.ts";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const publicDir = join(root, "public");
const logo = readFileSync(join(publicDir, "favicon.svg"), "utf8");
const { siteConfig } = (
  await runnerImport<typeof import("../src/site.config.ts")>(join(root, "src/site.config.ts"), { configFile: false, logLevel: "error" })
).module;

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

const card = page(`<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;color:#fff;display:flex;flex-direction:column;justify-content:center;gap:36px;
  background:radial-gradient(ellipse at top left,#8b5cf655,transparent 60%),radial-gradient(ellipse at bottom right,#db277755,transparent 55%),${INK}">
  <div style="display:flex;align-items:center;gap:36px"><div style="width:160px;height:160px">${logo}</div>
  <div style="font-size:112px;font-weight:800;letter-spacing:-3px">${siteConfig.name}</div></div>
  <div style="font-size:48px;color:#f9a8d4;font-weight:600">${siteConfig.tagline}</div>
  <div style="font-size:32px;color:#cbd5e1">Six free demo games · no money · no sign-up</div></div>`);

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
for (const { file, size, html, transparent } of [...icons, { file: "og-image.png", size: 0, html: card, transparent: false }]) {
  const viewport = size ? { width: size, height: size } : { width: 1200, height: 630 };
  const tab = await browser.newPage({ viewport });
  await tab.setContent(html);
  if (transparent) await tab.locator("body").evaluate((body) => (body.style.background = "transparent"));
  await tab.screenshot({ path: join(publicDir, file), omitBackground: transparent });
  await tab.close();
  console.log(`public/${file} ${viewport.width}x${viewport.height}`);
}
await browser.close();
