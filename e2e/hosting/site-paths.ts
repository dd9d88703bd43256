import { games } from "../../src/data/games.ts";

/** Every page of SPEC.md, in its canonical form (no trailing slash). */
export const ROUTES = ["/", "/contact", "/privacy-policy", "/terms-and-conditions", ...games.map((game) => `/games/${game.slug}`)];

/** A page that loads scripts (its game player island); the home page has none. */
export const PAGE_WITH_SCRIPTS = "/games/moon-princess";

/** The address of one content-hashed script, read from a page with an island. */
export function hashedScriptPath(pageHtml: string): string {
  const match = /\/_astro\/[\w.-]+\.js/.exec(pageHtml);
  if (!match) throw new Error(`${PAGE_WITH_SCRIPTS} names no script under /_astro/`);
  return match[0];
}
