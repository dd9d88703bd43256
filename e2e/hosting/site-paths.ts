import { games } from "../../src/data/games.ts";

/** Every page of SPEC.md, in its canonical form (no trailing slash). */
export const ROUTES = ["/", "/contact", "/privacy-policy", "/terms-and-conditions", ...games.map((game) => `/games/${game.slug}`)];

/** The address of one content-hashed script, read from the home page. */
export function hashedScriptPath(homeHtml: string): string {
  const match = /\/assets\/[\w.-]+\.js/.exec(homeHtml);
  if (!match) throw new Error("the home page names no script under /assets/");
  return match[0];
}
