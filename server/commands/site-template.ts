/**
 * The site file `npm run site:new` writes without `--from`: every option of the schema (src/build/site/schema.ts, told
 * in docs/sites.md), each with one line saying what it does. What a site needs, and what works with nothing more,
 * is written; what needs a file, an account or a service (hero art, game pictures, a game list, plays, analytics,
 * delivered messages) and what only names the brand (a publisher, a home heading) is there commented out, so that
 * the site builds and serves at once. Its values are spinhaven-fi's where they suit any brand, else placeholders.
 */

/** What a new site is called: its id, its readable name, its initials and the host of its placeholder addresses. */
export type SiteNames = { id: string; name: string; initials: string; host: string };

/** The colours of the template, spinhaven-fi's: they pass the pages' contrast checks, and the art is drawn in them. */
export const TEMPLATE_THEME = { accent: "#14b8a6", background: "#061416" };

/** The text of `sites/<id>.ts` for a new site, from the template that shows every option. */
export function siteTemplate({ id, name, host }: SiteNames): string {
  const folder = `sites/${id}`;
  return `import type { SiteInput } from "#build/site/schema.ts";

// Made by npm run site:new from the template that shows every option: each one commented out is off, with what it
// does (docs/sites.md tells each in full). The contact values are placeholders (the .example domain, the 555-01xx
// phone range): put in the site's own before it goes live.
const name = ${JSON.stringify(name)};

export const site = {
  name,
  tagline: "Free-to-play social games, made purely for fun.",
  // One sentence about the site, for search engines and shared links.
  description: \`\${name} is a social gaming platform made purely for fun: play free demo games in your browser, with no money and no accounts.\`,
  url: "https://${host}",
  // The games' thumbnails: null for the site's own art, or an image host that serves {thumbnailBaseUrl}/{slug}.webp.
  thumbnailBaseUrl: null,
  supportEmail: "support@${host}",
  privacyEmail: "privacy@${host}",
  phone: "+1 (555) 010-0100",
  address: {
    street: "1 Example Street",
    city: "Example City",
    region: "EX",
    postalCode: "00000",
    country: "[Country]",
  },
  // The terms' Governing Law.
  jurisdiction: "[Jurisdiction]",
  minimumAge: 18,
  // accent: buttons, links and the drawn icons; background: the page, the browser's bar and the web app manifest.
  theme: { accent: "${TEMPLATE_THEME.accent}", background: "${TEMPLATE_THEME.background}" },
  // Placeholders with the site's initials, drawn by npm run site:new: replace them with the brand's own SVG files
  // (the icon square).
  logo: "${folder}/logo.svg",
  icon: "${folder}/icon.svg",
  // The typefaces, each a Fontsource package of package.json; without them, the visitor's system faces.
  fonts: { heading: "Outfit", body: "Figtree" },
  home: {
    // The home page's own heading and first paragraph, in place of the generic ones ({games}: how many there are).
    // heading: "Games for the fun of it",
    // intro: "Try {games} demo games in your browser. The credits are virtual: no money is needed or won.",
    // The brand's hero art behind them: a wide .avif, .webp, .png or .jpg picture in the site's folder.
    // picture: "${folder}/hero.webp",
    // Rows of cards below the featured games: "new" and "rtp" need gameFacts, "popular" needs plays.
    rows: ["new", "rtp", "studios"],
  },
  // Every game of the catalogue, A to Z, or a list of slugs in their order (npm run games:list finds them).
  games: "all",
  // The operator's own list of games, a .csv or .json file in the site's folder, beside the catalogue's.
  // gameList: "games.csv",
  // Studios of the site's own, for the games of its list: see docs/games.md, "Studios".
  // studios: [],
  // The games' own pictures, named after their slugs (npm run pictures:import brings in a studio's media kit).
  // gamePictures: "${folder}/pictures",
  // Each game page shows the game's facts (RTP, volatility, maximum win…) where a public source states them.
  gameFacts: true,
  // The home page's Featured Games, in their order (default: the first six games).
  featured: ["book-of-dead", "reactoonz", "moon-princess", "fire-joker", "rise-of-olympus"],
  // A game starts only once the visitor confirms they are minimumAge or older.
  ageConfirmation: true,
  // The page /responsible-gaming, with the help organisations of the site's market.
  responsibleGaming: {
    organisations: [
      { name: "Gambling Therapy", url: "https://www.gamblingtherapy.org", countries: ["Worldwide"] },
      { name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org", countries: ["Worldwide"] },
    ],
  },
  // A reminder over the game after every hour of play (15 to 240 minutes).
  playReminder: { minutes: 60 },
  // Breaks from every game of a day, a week or a month, chosen on the responsible play page.
  takeABreak: true,
  // "Continue playing": the last games a visitor played, kept in their browser only.
  recentlyPlayed: true,
  // Plays counted without knowing who, as daily totals: popular once played on 3 visitor-days of a week.
  // plays: { minimum: 3 },
  // The legal name of the company that runs the site, shown as "Operated by …" in the footer.
  // publisher: ${JSON.stringify(`${name} Ltd`)},
  // The site's languages, the first at the root (default ["en"]); a text may be one per language: { en, fi }.
  // locales: ["en", "fi"],
  // A cookieless counter (Plausible's script or a compatible one), which needs no consent…
  // analytics: { kind: "cookieless", scriptUrl: "https://plausible.io/js/script.js", domain: "${host}" },
  // …or Google Analytics 4, behind a consent banner: the site's own measurement ID.
  // analytics: { kind: "google-analytics", measurementId: "G-XXXXXXXXXX" },
  // The contact form delivers: messages stored, forwarded to supportEmail (or CONTACT_TO) and kept this many days.
  // contactDelivery: { retentionDays: 365 },
} satisfies SiteInput;
`;
}
