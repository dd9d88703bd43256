import { games } from "../../src/data/games.ts";

/** Every page of the site, in its canonical form (no trailing slash). */
export const ROUTES = ["/", "/contact", "/privacy-policy", "/terms-and-conditions", ...games.map((game) => `/games/${game.slug}`)];

/** A page that loads scripts (its game player island); the home page has none. */
export const PAGE_WITH_SCRIPTS = "/games/moon-princess";

/** The address of one content-hashed script, read from a page with an island. */
export function hashedScriptPath(pageHtml: string): string {
  const match = /\/_astro\/[\w.-]+\.js/.exec(pageHtml);
  if (!match) throw new Error(`${PAGE_WITH_SCRIPTS} names no script under /_astro/`);
  return match[0];
}

/** The host under test: the Node server, nginx (scripts/check-nginx.ts) or Cloudflare (scripts/check-cloudflare.ts). */
const HOSTING_NAME = process.env.HOSTING_NAME ?? (process.env.HOSTING_BASE_URL ? "nginx" : "node");

/**
 * Cloudflare's local runtime puts wrangler's own proxy and workerd before the Worker: a Host it cannot
 * parse gets 500, a Host with a path is read as host plus path, and CONNECT goes to a connect() handler
 * (500). On Cloudflare the edge takes these requests before any Worker runs, which cannot be checked here,
 * so these cases are not checked on the Cloudflare hosts.
 */
export const LOCAL_PROXY_IN_FRONT = HOSTING_NAME.startsWith("cloudflare-");
