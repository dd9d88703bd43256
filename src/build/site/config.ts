/**
 * The site being built: its checked configuration (sites/<SITE>.ts, read and checked once by
 * astro.config.ts before anything is built), its languages and its games. Every brand and market value
 * comes from here.
 */
import { type Game, siteGames } from "#build/catalogue/games.ts";
import { type Locale, localePath } from "#shared/i18n/locales.ts";
import { popularOrNone } from "#shared/plays.ts";
import type { LoadedSite } from "#build/site/load-site.ts";
import type { PlaysAtBuild } from "#build/site/plays-at-build.ts";

declare const __SITE__: LoadedSite;
/** What the build read of the site's plays (src/build/site/plays-at-build.ts, astro.config.ts). */
declare const __PLAYS__: PlaysAtBuild;

export const siteConfig = __SITE__;

/** The site's first language: its pages are at the root, the others' under `/<locale>/`. */
export const defaultLocale = siteConfig.locales[0] as Locale;

/** `path` (such as `/contact`) in `locale`: `/contact` in the default language, `/en/contact` in another. */
export function pathIn(path: string, locale: Locale): string {
  return localePath(path, locale, defaultLocale);
}

export { messagesIn } from "#shared/i18n/messages.ts";

const gamesByLocale = new Map<Locale, readonly Game[]>();

/**
 * The games this site shows, in its order, in `locale`: made once a language, since every page of a site of
 * hundreds of games asks for them, and making them anew each time would grow the build with the square of its games.
 */
export function gamesIn(locale: Locale): readonly Game[] {
  let games = gamesByLocale.get(locale);
  if (!games) gamesByLocale.set(locale, (games = siteGames(siteConfig, locale)));
  return games;
}

/** The games of the home page's Featured Games, in their order, in `locale`; one that may not load right now at the end. */
export function featuredIn(locale: Locale) {
  return loadingFirst(siteGames({ ...siteConfig, games: siteConfig.featured }, locale));
}

/**
 * A page's `getStaticPaths` entries, one per language of the site: the `[...locale]` param is empty for
 * the default language, so its pages are at the root; the page gets its language as the `locale` prop.
 */
export function localePaths() {
  return siteConfig.locales.map((locale) => ({
    params: { locale: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}

let popular: readonly string[] | undefined;

/**
 * The week's popular games of the site at its build, most played first (games of as many plays by slug, as the hosts
 * order them): none on a site that does not count plays, and none unless POPULAR_GAMES of the site's games are popular.
 */
export function popularGames(): readonly string[] {
  if (!popular) {
    const slugs = new Set(gamesIn(defaultLocale).map((game) => game.slug));
    popular = popularOrNone(__PLAYS__.popular.map(({ game }) => game).filter((game) => slugs.has(game)));
  }
  return popular;
}

const failing: ReadonlySet<string> = new Set(__PLAYS__.failing);

/**
 * Whether a game may not load right now, as the build knows (a site that counts plays): its launcher failed for
 * FAILING_VISITORS or more visitors yesterday, or games:check --save found it not loading twice in a row. It goes at
 * the end of every row and order, and its card and page say so.
 */
export const mayNotLoad = (slug: string) => failing.has(slug);

/** `games` with those that may not load right now moved to the end, each part in its order. */
export function loadingFirst<T extends { slug: string }>(games: readonly T[]): T[] {
  return [...games.filter((game) => !mayNotLoad(game.slug)), ...games.filter((game) => mayNotLoad(game.slug))];
}
