/**
 * Every brand value of the site. An operator rebrands SpinHaven by editing this file alone.
 * The defaults are reserved example values (RFC 2606 `.example` domain, 555-01xx phone range).
 */
const name = "SpinHaven";

export const siteConfig = {
  /** The brand name: written here once, and everywhere else (texts, titles, the social card) derived from it. */
  name,
  tagline: "Free-to-play social games, made purely for fun.",
  description: `${name} is a social gaming platform made purely for fun: play six demo games in your browser, with no money, no accounts and no downloads.`,
  url: "https://spinhaven.example",
  /**
   * Where the game thumbnails come from. `null`: the site's own art for each game, made at build and
   * served by the site (`/thumbnails/{slug}.svg`). An image host instead, e.g.
   * `"https://images.example.com/games"`, serves `{thumbnailBaseUrl}/{slug}.webp` (640 × 360); one
   * game can also be given its own address in src/data/games.ts. If such an image fails, the card
   * shows the site's own art.
   */
  thumbnailBaseUrl: null as string | null,
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
