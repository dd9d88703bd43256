import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { afterPaintDirective } from "./src/directives/after-paint-integration.ts";
import { hostingIntegration } from "./scripts/hosting-integration.ts";
import { siteConfig } from "./src/site.config.ts";

// A static site: every page is rendered to HTML at build time; only the islands ship JavaScript.
export default defineConfig({
  site: siteConfig.url,
  output: "static",
  outDir: "build/client",
  // Canonical addresses have no trailing slash: `/contact` is written as contact.html.
  trailingSlash: "never",
  build: { format: "file" },
  // hosting() last: it reads the files the others have written.
  integrations: [react(), mdx(), afterPaintDirective(), hostingIntegration()],
  // No code blocks on this site, and Shiki's inline styles would need a looser style policy.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  vite: { plugins: [tailwindcss()] },
});
