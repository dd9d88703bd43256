import { test } from "@playwright/test";
import { defaultBuildDir, readBuildManifest } from "#server/hosting/build-manifest.ts";
import { orderedPagesOf } from "#server/hosting/route-table.ts";

const manifest = readBuildManifest(defaultBuildDir);
if (!manifest) throw new Error(`No finished build in ${defaultBuildDir}: run "npm run build" first.`);

/** Every page of the build, in its canonical form (no trailing slash), from the route table every host serves. */
export const ROUTES = manifest.pages.map((page) => page.path);

/** The lobby's orders' pages (`/games/by/rtp`), by the page they order A to Z and their order: none on a site without a lobby. */
export const ORDERED_PAGES = orderedPagesOf(manifest.pages);

/** A page that loads scripts (its game player island); the home page has none. */
export const PAGE_WITH_SCRIPTS = "/games/moon-princess";

/** The address of one content-hashed script, read from a page with an island. */
export function hashedScriptPath(pageHtml: string): string {
  const match = /\/_astro\/[\w.-]+\.js/.exec(pageHtml);
  if (!match) throw new Error(`${PAGE_WITH_SCRIPTS} names no script under /_astro/`);
  return match[0];
}

/**
 * Cloudflare's local runtime puts wrangler's own proxy and workerd before the Worker: a Host it cannot
 * parse gets 500, a Host with a path is read as host plus path, and CONNECT goes to a connect() handler
 * (500). On Cloudflare the edge takes these requests before any Worker runs, which cannot be checked here,
 * so these cases are not checked on the Cloudflare hosts (the projects cloudflare-… of the hosting checks).
 */
export const localProxyInFront = () => test.info().project.name.startsWith("cloudflare-");

/**
 * On Cloudflare the Worker is handed `Accept-Encoding: br, gzip` whatever the visitor sent (it reads the original in
 * `request.cf.clientAcceptEncoding`), and the edge, emulated by the local runtime, then chooses the visitor's coding
 * of a compressible type itself: by q-value, equal ones in the header's order (`gzip, br` gets gzip), `*` ignored,
 * 415 when identity is refused and neither brotli nor gzip is acceptable. The cases where that differs from the
 * other hosts (which follow RFC 9110) are not checked on the Cloudflare hosts.
 */
export const edgeChoosesCoding = () => test.info().project.name.startsWith("cloudflare-");
