export type NavItem = { label: string; to: string };

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
];
