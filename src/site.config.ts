/**
 * The site being built: its checked configuration (sites/<SITE>.ts, read and checked once by
 * astro.config.ts before anything is built) and its games. Every brand and market value comes from here.
 */
import { siteGames } from "./data/games.ts";
import type { Site } from "./site-schema.ts";

declare const __SITE__: Site & { id: string };

export const siteConfig = __SITE__;

/** The games this site shows, in its order. */
export const games = siteGames(siteConfig);
