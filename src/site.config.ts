/**
 * Every brand value of the site. An operator rebrands SpinHaven by editing this file alone.
 * The defaults are reserved example values (RFC 2606 `.example` domain, 555-01xx phone range).
 */
export const siteConfig = {
  name: "SpinHaven",
  tagline: "Free-to-play social games, made purely for fun.",
  description:
    "SpinHaven is a social gaming platform made purely for fun: play six demo games in your browser, with no money, no accounts and no downloads.",
  url: "https://spinhaven.example",
  /** Where the game thumbnails are hosted (an image CDN); each game's address is built from it. */
  thumbnailBaseUrl: "https://cdn.spinhaven.example/thumbnails",
  supportEmail: "support@spinhaven.example",
  privacyEmail: "privacy@spinhaven.example",
  phone: "+1 (555) 010-0199",
  address: {
    street: "42 Lantern Row, Suite 7",
    city: "Harbor Falls",
    region: "CA",
    postalCode: "90000",
    country: "United States",
  },
  jurisdiction: "[Jurisdiction]",
  minimumAge: 18,
  themeColor: "#0b0b1a",
} as const;

export type SiteConfig = typeof siteConfig;
