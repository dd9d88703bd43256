import type { SiteInput } from "#build/site/schema.ts";

// The Finnish market's site, under a brand of its own. Its contact values are fictional (the .example
// domain, a made-up street and number).
const name = "Revontuli";
const finland = { fi: "Suomi", en: "Finland" };
const worldwide = { fi: "Koko maailma", en: "Worldwide" };

export const site = {
  name,
  tagline: {
    fi: "Ilmaisia sosiaalisia pelejä suomalaisille pelaajille, puhtaasti huvin vuoksi.",
    en: "Free-to-play social games for players in Finland, made purely for fun.",
  },
  description: {
    fi: `${name} on suomalainen sosiaalisten pelien sivusto, joka on tehty puhtaasti huvin vuoksi: pelaa ilmaisia demopelejä selaimessasi ilman rahaa ja ilman tiliä.`,
    en: `${name} is a social gaming platform for Finland, made purely for fun: play free demo games in your browser, with no money and no accounts.`,
  },
  url: "https://fi.spinhaven.example",
  thumbnailBaseUrl: null,
  supportEmail: "tuki@fi.spinhaven.example",
  privacyEmail: "tietosuoja@fi.spinhaven.example",
  phone: "+358 40 0000 0123",
  address: {
    street: "Lyhtykuja 4 B",
    city: "Helsinki",
    region: "Uusimaa",
    postalCode: "00990",
    country: finland,
  },
  jurisdiction: finland,
  minimumAge: 18,
  theme: { accent: "#14b8a6", background: "#061416" },
  // Northern lights over a fell, drawn for this site by spinhaven-fi/draw.ts.
  logo: "sites/spinhaven-fi/logo.svg",
  icon: "sites/spinhaven-fi/icon.svg",
  // A clean geometric face for headings, as on the logo, and a friendly, very legible one for text.
  fonts: { heading: "Outfit", body: "Figtree" },
  home: {
    heading: { fi: "Pelejä revontulten alla", en: "Games under the northern lights" },
    intro: {
      fi: "Kokeile {games} demopeliä suoraan selaimessasi. Pelimerkit ovat virtuaalisia: rahaa ei tarvita, eikä sitä voi voittaa. Pelaat vain omaksi iloksesi.",
      en: "Try {games} demo games right in your browser. The credits are virtual: you need no money and cannot win any. You play just for the joy of it.",
    },
    // A night over the fells, drawn for this site by spinhaven-fi/draw.ts.
    picture: "sites/spinhaven-fi/hero.webp",
    // Below the featured games: the week's most played (once four games are), the newest, the highest RTP and a row
    // per studio.
    rows: ["popular", "new", "rtp", "studios"],
  },
  // Every game of the catalogue, of every studio, A to Z; the home page features five. Each game page shows
  // the game's facts where a public source states them.
  games: "all",
  gameFacts: true,
  featured: ["book-of-dead", "reactoonz", "moon-princess", "fire-joker", "rise-of-olympus"],
  ageConfirmation: true,
  responsibleGaming: {
    organisations: [
      { name: "Peluuri", url: "https://www.peluuri.fi", phone: "0800 100 101", countries: [finland] },
      { name: "Peliklinikka", url: "https://www.peliklinikka.fi", countries: [finland] },
      { name: "Gambling Therapy", url: "https://www.gamblingtherapy.org", countries: [worldwide] },
      { name: "Gamblers Anonymous", url: "https://www.gamblersanonymous.org", countries: [worldwide] },
    ],
  },
  // A reminder after every hour of play, and breaks of a day, a week or a month.
  playReminder: { minutes: 60 },
  takeABreak: true,
  // "Continue playing": the last games a visitor played, kept in their browser.
  recentlyPlayed: true,
  // Plays counted without knowing who: a game is popular once played on three visitor-days of a week.
  plays: { minimum: 3 },
  publisher: "Revontuli Interactive Oy",
  // Finnish at the root, English under /en/.
  locales: ["fi", "en"],
  // A placeholder measurement ID: an operator puts in the site's own.
  analytics: { kind: "google-analytics", measurementId: "G-SPNHVN0001" },
  // Messages are stored, forwarded to supportEmail (or CONTACT_TO) and kept for a year.
  contactDelivery: { retentionDays: 365 },
} satisfies SiteInput;
