import type { Messages } from "#shared/i18n/en.ts";
import { hasLobby } from "#build/site/lobby.ts";
import { siteConfig } from "#build/site/config.ts";

/** A link of the site's menus: its name in the messages (`nav`), and its path in the default language. */
export type NavItem = { name: keyof Messages["nav"]; to: string };

/** The responsible-play page, on sites that have one. */
export const RESPONSIBLE_GAMING: NavItem = { name: "responsibleGaming", to: "/responsible-gaming" };

/** The header's links and the mobile menu's, in the order they are shown. */
export const mainNavigation: readonly NavItem[] = [
  { name: "home", to: "/" },
  // A site with a lobby lists every game there.
  ...(hasLobby ? [{ name: "games", to: "/games" } as const] : []),
  { name: "contact", to: "/contact" },
  { name: "privacy", to: "/privacy-policy" },
  { name: "terms", to: "/terms-and-conditions" },
];

export const footerNavigation: readonly NavItem[] = [
  { name: "home", to: "/" },
  { name: "featuredGames", to: "/#featured-games" },
  { name: "contact", to: "/contact" },
];

export const legalNavigation: readonly NavItem[] = [
  { name: "privacy", to: "/privacy-policy" },
  { name: "terms", to: "/terms-and-conditions" },
  ...(siteConfig.responsibleGaming ? [RESPONSIBLE_GAMING] : []),
];
