/**
 * What the site must show, written out by hand: the tests compare the site with these values,
 * never with the app's own data, so a wrong value in the app makes them fail.
 */

export const games = [
  { name: "Moon Princess", slug: "moon-princess", gid: "moonprincess" },
  { name: "Fire Joker", slug: "fire-joker", gid: "firejoker" },
  { name: "Reactoonz", slug: "reactoonz", gid: "reactoonz" },
  { name: "Book of Dead", slug: "book-of-dead", gid: "bookofdead" },
  { name: "Gigantoonz", slug: "gigantoonz", gid: "gigantoonz" },
  { name: "Rise of Olympus", slug: "rise-of-olympus", gid: "riseofolympus" },
] as const;

export function launcherUrl(gid: string): string {
  return `https://asccw.playngonetwork.com/casino/ContainerLauncher?pid=2&gid=${gid}&lang=en_GB&practice=1&channel=desktop&demo=2`;
}

/** The one other request of a game page: the player checks that the launcher's host answers, at its root. */
export const LAUNCHER_PROBE = "https://asccw.playngonetwork.com/";

export const NOT_FOUND = {
  title: "Page Not Found – SpinHaven",
  heading: "Page Not Found",
  text: "Sorry, the page you are looking for doesn't exist or has been moved.",
};

export type Page = { path: string; title: string; heading: string; status: number };

/** Every page of the site, the 404 page included, with its title and its one `<h1>`. */
export const pages: readonly Page[] = [
  { path: "/", title: "SpinHaven – Social Gaming Platform", heading: "Welcome to SpinHaven", status: 200 },
  ...games.map((game) => ({
    path: `/games/${game.slug}`,
    title: `${game.name} – SpinHaven`,
    heading: game.name,
    status: 200,
  })),
  { path: "/contact", title: "Contact Us – SpinHaven", heading: "Contact Us", status: 200 },
  { path: "/privacy-policy", title: "Privacy Policy – SpinHaven", heading: "Privacy Policy", status: 200 },
  {
    path: "/terms-and-conditions",
    title: "Terms & Conditions – SpinHaven",
    heading: "Terms & Conditions",
    status: 200,
  },
  { path: "/no-such-page", title: NOT_FOUND.title, heading: NOT_FOUND.heading, status: 404 },
];

/** Paths that must all give the 404 page: unknown paths, unknown game slugs and deeper paths. */
export const unknownPaths = [
  "/no-such-page",
  "/games",
  "/games/",
  "/games/unknown-game",
  // The lobby's pages, on sites with more than twelve games only.
  "/games/slots",
  "/games/search-index.json",
  // Paths are case-sensitive: only a page's exact address finds it.
  "/games/Moon-Princess",
  "/Contact",
  "/PRIVACY-POLICY",
  "/games/moon-princess/extra",
  "/contact/more",
  "/privacy-policy/2",
  "/__spa-fallback.html",
  // A page only sites with the responsible-play option have.
  "/responsible-gaming",
];

export const headerLinks = [
  { name: "Home", path: "/" },
  { name: "Contact Us", path: "/contact" },
  { name: "Privacy Policy", path: "/privacy-policy" },
  { name: "Terms & Conditions", path: "/terms-and-conditions" },
] as const;

export const WIDTHS = { mobile: 375, tablet: 800, desktop: 1280 } as const;

/** Where the consent setup (e2e/sites/<id>/consent.setup.ts) keeps the choice that the site's other specs start from. */
export const CONSENT_STATE = `.playwright/consent-${process.env.SITE || "spinhaven"}.json`;
