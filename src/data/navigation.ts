import { siteConfig } from "../site.config.ts";

export type NavItem = { label: string; to: string };

/** The responsible-play page, on sites that have one. */
export const RESPONSIBLE_GAMING: NavItem = { label: "Responsible Gaming", to: "/responsible-gaming" };

/** The header's links and the mobile menu's, in the order they are shown. */
export const mainNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Contact Us", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
];

export const footerNavigation: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Featured Games", to: "/#featured-games" },
  { label: "Contact Us", to: "/contact" },
];

export const legalNavigation: readonly NavItem[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms & Conditions", to: "/terms-and-conditions" },
  ...(siteConfig.responsibleGaming ? [RESPONSIBLE_GAMING] : []),
];
