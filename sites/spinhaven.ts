import type { SiteInput } from "#build/site/schema.ts";

// The default site. Its contact values are reserved examples (the .example domain, the 555-01xx phone range).
const name = "SpinHaven";

export const site = {
  name,
  tagline: "Free-to-play social games, made purely for fun.",
  description: `${name} is a social gaming platform made purely for fun: play six demo games in your browser, with no money, no accounts and no downloads.`,
  url: "https://spinhaven.example",
  thumbnailBaseUrl: null,
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
  theme: { accent: "#ec4899", background: "#07071a" },
  games: ["moon-princess", "fire-joker", "reactoonz", "book-of-dead", "gigantoonz", "rise-of-olympus"],
} satisfies SiteInput;
