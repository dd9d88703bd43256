/** Build step after prerendering: makes each page paint before the app's scripts load (see head-order.ts). */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startAfterFirstPaint } from "./head-order.ts";

const root = join(import.meta.dirname, "..", "build", "client");
const pages = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
for (const page of pages) {
  const file = join(root, page);
  writeFileSync(file, startAfterFirstPaint(readFileSync(file, "utf8")));
}
console.log(`optimize-html: ${pages.length} pages, the app starts after the first paint`);
