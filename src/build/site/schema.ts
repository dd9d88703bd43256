import { z } from "astro/zod";
import { byName, CATALOGUE_FILE, type CatalogueEntry, nearestSlug } from "#build/catalogue/catalogue.ts";
import { STUDIOS_FILE, studios, studioSchema } from "#build/catalogue/studios.ts";
import { LOBBY_THRESHOLD } from "#build/catalogue/games.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { expected, fields, HEX_COLOUR, isHttpUrl, shown, text } from "#build/catalogue/schema-fields.ts";

/** A text the visitor reads: one for every language of the site, or one text for all of them. */
const localizedText = z.union([text, z.partialRecord(z.enum(LOCALES), text)], {
  error: expected(`text, or an object with a text for each of the site's locales (${LOCALES.join(", ")})`),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** `value` in `locale`: a plain text is the same in every language. */
export function inLocale(value: LocalizedText, locale: Locale): string {
  return typeof value === "string" ? value : (value[locale] ?? "");
}

/**
 * The rows a lobby site's home page may show below its featured games (src/build/site/home-rows.ts): `popular` the
 * week's most played (on a site that counts plays, once four games are), `studios` one row per studio.
 */
export const HOME_ROWS = ["popular", "new", "rtp", "studios"] as const;
export type HomeRow = (typeof HOME_ROWS)[number];

/** Every list of unique values: a site's games, its locales. */
function noRepeats(values: readonly string[], context: z.core.$RefinementCtx) {
  values.forEach((value, index) => {
    if (values.indexOf(value) < index)
      context.addIssue({ code: "custom", path: [index], message: `"${value}" is already listed` });
  });
}

const ORIGIN = "an absolute URL with no path, such as https://example.com";
// The site's address with nothing after the host: pages and the sitemap append their paths to it.
const origin = z
  .string({ error: expected(ORIGIN) })
  .refine((value) => isHttpUrl(value) && new URL(value).origin === value, { error: expected(ORIGIN) });

const WEB_ADDRESS = "an absolute URL such as https://example.org";
const webAddress = z.string({ error: expected(WEB_ADDRESS) }).refine(isHttpUrl, { error: expected(WEB_ADDRESS) });

const IMAGE_HOST =
  "null (the site's own art) or an absolute URL with no trailing slash, such as https://images.example.com/games";
// `{thumbnailBaseUrl}/{slug}.webp` is how the games' images are addressed, hence no trailing slash.
const imageHost = z
  .string({ error: expected(IMAGE_HOST) })
  .refine((value) => isHttpUrl(value) && !value.endsWith("/"), { error: expected(IMAGE_HOST) })
  .nullable();

const GAME_LIST = 'the name of a .csv or .json file in the site\'s folder, such as "games.csv"';
/**
 * The operator's own list of games, a file in the site's folder (`sites/<id>/`): `games.csv` (a header row, then a
 * game a line) or a `.json` list of objects with the same fields (src/build/catalogue/game-list.ts). Its games join the
 * catalogue for this site. A name, never a path: load-site.ts reads it before the rest of the file is checked.
 */
export const gameListName = z
  .string({ error: expected(GAME_LIST) })
  .regex(/^[^/\\]+\.(csv|json)$/, { error: expected(GAME_LIST) });

const email = z.email({ error: expected("an email address") });

const COLOUR = "a CSS hex colour such as #ec4899";
const colour = z.string({ error: expected(COLOUR) }).regex(HEX_COLOUR, { error: expected(COLOUR) });

/** The catalogue has hundreds of games, too many to list: the message names the nearest slug, if one is near. */
function notInCatalogue(slug: unknown, known: readonly CatalogueEntry[], listed: boolean): string {
  const message = `${JSON.stringify(slug)} is not a game of the catalogue (${CATALOGUE_FILE}${listed ? " or the site's gameList" : ""})`;
  const nearest = typeof slug === "string" ? nearestSlug(slug, known) : undefined;
  return nearest ? `${message}: did you mean ${JSON.stringify(nearest)}?` : message;
}

/** The fields that name games, checked against `known`: the catalogue's games and those of the site's own list. */
function gameFieldsOf(known: readonly CatalogueEntry[], listed: boolean) {
  const slugs = new Set(known.map((entry) => entry.slug));
  const game = z
    .string({ error: expected("a game slug") })
    .refine((slug) => slugs.has(slug), { error: (issue) => notInCatalogue(issue.input, known, listed) });
  const gameList = (what: string) => z.array(game, { error: expected(what) }).superRefine(noRepeats);
  /** `"all"`: every game of the catalogue and of the site's list, A to Z. */
  const everyGame = z.literal("all").transform(() => known.toSorted(byName).map((entry) => entry.slug));
  return {
    /** The games the site shows, in the order it shows them (slugs of src/build/catalogue/catalogue.json or of its `gameList`), or "all" of them. */
    games: z.union(
      [everyGame, gameList('"all" or a list of game slugs').min(1, { error: 'expected at least one game, or "all"' })],
      {
        error: expected('"all" or a list of game slugs'),
      },
    ),
    /** The home page's Featured Games, in their order: some of the site's games (by default its first six). */
    featured: gameList("a list of game slugs").min(1, { error: "expected at least one game" }).optional(),
  };
}

/** How many games the home page features when the site names none: the first of its games. */
const FEATURED_BY_DEFAULT = 6;

const organisation = fields({
  name: text,
  url: webAddress,
  phone: text.optional(),
  countries: z
    .array(localizedText, { error: expected("a list of the countries served") })
    .min(1, { error: "expected at least one country" }),
});

/** The fields of a site's configuration, each checked on its own; its games among `known`. */
const siteFields = (known: readonly CatalogueEntry[], listed: boolean) =>
  fields({
    name: text,
    tagline: localizedText,
    /** One sentence about the site, for the description meta tags. */
    description: localizedText,
    url: origin,
    /**
     * Where the game thumbnails come from. `null`: the site's own art for each game, made at build and served by
     * the site. An image host instead serves `{thumbnailBaseUrl}/{slug}.webp` (640 × 360); if such an image fails
     * to load, the card shows the site's own art.
     */
    thumbnailBaseUrl: imageHost,
    supportEmail: email,
    privacyEmail: email,
    phone: text,
    address: fields({ street: text, city: text, region: text, postalCode: text, country: localizedText }),
    jurisdiction: localizedText,
    minimumAge: z
      .int({ error: expected("a whole number of years, 18 or more") })
      .min(18, { error: (issue) => `expected 18 or more, got ${shown(issue.input)}` }),
    theme: fields({ accent: colour, background: colour }),
    /**
     * The brand's logo, an SVG file in the site's folder (a path from the repository's root, such as
     * "sites/<id>/logo.svg"), shown in the header and on the social cards in place of the drawn mark and the name.
     * Where it may lead is judged in src/build/site/site-paths.ts; the file is checked and optimised at build.
     */
    logo: z.string({ error: expected('the path of an SVG file, such as "sites/<id>/logo.svg"') }).optional(),
    /**
     * The brand's typefaces, by family name, each from a Fontsource package in package.json (`@fontsource-variable/<name>`
     * or `@fontsource/<name>`): `heading` for headings, `body` for the rest. Without, the visitor's system faces.
     */
    fonts: fields({ heading: text.optional(), body: text.optional() }).optional(),
    /**
     * The home page's own words and hero art, in place of the generic ones: `heading` and `intro` (one text, or one per
     * language; `{games}` in the intro becomes the number of the site's games), and `picture`, a wide picture in the
     * site's folder (a path from the repository's root) shown behind the heading, made into AVIF and WebP at a phone's
     * and a desktop's widths.
     */
    home: fields({
      heading: localizedText.optional(),
      intro: localizedText.optional(),
      picture: z
        .string({ error: expected("the path of a picture: .avif, .webp, .png, .jpg or .jpeg") })
        .regex(/\.(avif|webp|png|jpe?g)$/i, {
          error: expected("the path of a picture: .avif, .webp, .png, .jpg or .jpeg"),
        })
        .optional(),
      /** Rows of cards below the featured games on a site with a lobby, in this order (src/build/site/home-rows.ts): none by default. */
      rows: z
        .array(z.enum(HOME_ROWS, { error: expected(`one of ${HOME_ROWS.join(", ")}`) }), {
          error: expected(`a list of ${HOME_ROWS.join(", ")}`),
        })
        .superRefine(noRepeats)
        .optional(),
    }).optional(),
    /**
     * A folder of the games' own pictures, in sites/ (a path from the repository's root, such as "sites/<id>/pictures",
     * or a folder several sites share, such as "sites/shared-pictures"): a file `<slug>.avif`, `.webp`, `.png`, `.jpg`
     * or `.jpeg` is that game's picture on its cards, its page and its social cards, in place of its own art.
     */
    gamePictures: z
      .string({ error: expected('the path of a folder in sites/, such as "sites/<id>/pictures"') })
      .optional(),
    /** The brand's icon, a square SVG file in the site's folder, from which the favicon and the app icons are made in place of the drawn mark. */
    icon: z.string({ error: expected('the path of a square SVG file, such as "sites/<id>/icon.svg"') }).optional(),
    ...gameFieldsOf(known, listed),
    gameList: gameListName.optional(),
    /** Studios of the site's own, beside the registry's (src/build/catalogue/studios.json), for the games of its list. */
    studios: z.array(studioSchema, { error: expected("a list of studios") }).default([]),
    /** Show each game's facts (RTP, volatility, maximum win…) on its page, and its studio in its structured data. */
    gameFacts: z.boolean({ error: expected("true or false") }).default(false),
    /** Ask the visitor to confirm they are `minimumAge` or older before a game starts. */
    ageConfirmation: z.boolean({ error: expected("true or false") }).default(false),
    /** When set, the site has a responsible play page listing these organisations. */
    responsibleGaming: fields({
      organisations: z
        .array(organisation, { error: expected("a list of help organisations") })
        .min(1, { error: "expected at least one help organisation" }),
    }).optional(),
    /**
     * A reminder over the game after every `minutes` of play in a browser tab, which the visitor must answer
     * before playing on (src/ui/components/play-reminder.astro).
     */
    playReminder: fields({
      minutes: z
        .int({ error: expected("a whole number of minutes, 15 to 240") })
        .min(15, { error: (issue) => `expected 15 to 240 minutes, got ${shown(issue.input)}` })
        .max(240, { error: (issue) => `expected 15 to 240 minutes, got ${shown(issue.input)}` }),
    }).optional(),
    /**
     * Let the visitor take a break from every game of the site (24 hours, 7 days or 30 days), chosen on the
     * responsible play page and kept in the browser until it ends. Needs `responsibleGaming`, whose page offers it.
     */
    takeABreak: z.boolean({ error: expected("true or false") }).default(false),
    /**
     * Keep the last 12 games a visitor played (their launcher loaded) in the visitor's browser, and show them as
     * "Continue playing" on the home page and the lobby, newest first, with a button that clears them. Needs a
     * lobby (more than 12 games), whose cards it shows.
     */
    recentlyPlayed: z.boolean({ error: expected("true or false") }).default(false),
    /**
     * Count plays without knowing who plays (server/plays/plays-endpoint.ts): when a game's launcher loads in the
     * player, or fails, the page tells its own host, which counts it at most once per visitor, game and day and keeps
     * only daily totals, for 90 days. `minimum`: the visitor-days of plays a game needs in a week to count as
     * popular (3 by default), so that one person cannot make a game popular. Off by default.
     */
    plays: fields({
      minimum: z
        .int({ error: expected("a whole number of visitor-days, 1 or more") })
        .min(1, { error: (issue) => `expected 1 or more visitor-days, got ${shown(issue.input)}` })
        .default(3),
    }).optional(),
    /** The legal name of the company that runs the site, shown as `Operated by ...`. */
    publisher: text.optional(),
    /** The languages of the site: the first at its root, each other under `/<locale>/`. */
    locales: z
      .array(z.enum(LOCALES, { error: expected(`one of ${LOCALES.join(", ")}`) }), {
        error: expected("a list of locales"),
      })
      .min(1, { error: `expected at least one locale (one of ${LOCALES.join(", ")})` })
      .superRefine(noRepeats)
      .default(["en"]),
    /**
     * How visits are counted, if at all. A cookieless counter (Plausible's script or a compatible one) stores
     * nothing on the device, so it needs no consent; Google Analytics 4 sets cookies, so it loads only after
     * the visitor accepts them in the consent banner.
     */
    analytics: z
      .discriminatedUnion(
        "kind",
        [
          fields({ kind: z.literal("cookieless"), scriptUrl: webAddress, domain: text }),
          fields({
            kind: z.literal("google-analytics"),
            measurementId: z
              .string({ error: expected("a measurement ID such as G-XXXXXXXXXX") })
              .regex(/^G-[A-Z0-9]+$/, { error: expected("a measurement ID such as G-XXXXXXXXXX") }),
          }),
        ],
        { error: expected('kind "cookieless" (with scriptUrl and domain) or "google-analytics" (with measurementId)') },
      )
      .optional(),
    /**
     * When set, the contact form delivers: each message is stored by the host (SQLite on the Node server, D1 on
     * Cloudflare), then forwarded by email to the operator, and kept for `retentionDays`. The mail server and the
     * address it goes to come from the environment (SMTP_URL, CONTACT_TO), never from this file. Without it, a
     * message is only written to the visitor's browser console and nothing is sent.
     */
    contactDelivery: fields({
      retentionDays: z
        .int({ error: expected("a whole number of days, 1 or more") })
        .min(1, { error: (issue) => `expected 1 or more days, got ${shown(issue.input)}` }),
    }).optional(),
  });

/**
 * One site's configuration, as written in `sites/<id>.ts`, its games among `known` (the catalogue's, and those of
 * its own list, `listed`).
 */
export const siteSchemaFor = (known: readonly CatalogueEntry[], listed = false) => {
  const knownSlugs = new Set(known.map((entry) => entry.slug));
  return siteFields(known, listed)
    .superRefine((site, context) => {
      (site.featured ?? []).forEach((slug, index) => {
        // A slug of no game at all is named once, as such (gameFieldsOf), not again as missing from the site's games.
        if (knownSlugs.has(slug) && !site.games.includes(slug))
          context.addIssue({
            code: "custom",
            path: ["featured", index],
            message: `${JSON.stringify(slug)} is not one of the site's games`,
          });
      });
      const registry = new Set(studios().map((studio) => studio.id));
      site.studios.forEach((studio, index) => {
        const earlier = site.studios.findIndex((other) => other.id === studio.id);
        if (registry.has(studio.id))
          context.addIssue({
            code: "custom",
            path: ["studios", index, "id"],
            message: `${JSON.stringify(studio.id)} is a studio of ${STUDIOS_FILE} already`,
          });
        else if (earlier < index)
          context.addIssue({
            code: "custom",
            path: ["studios", index, "id"],
            message: `${JSON.stringify(studio.id)} is the id of studios[${earlier}] too`,
          });
      });
      // The newest and the highest RTP are the facts' orders, and every row leads to a lobby's listing.
      (site.home?.rows ?? []).forEach((row, index) => {
        if (site.games.length <= LOBBY_THRESHOLD)
          context.addIssue({
            code: "custom",
            path: ["home", "rows", index],
            message: `needs a lobby: more than ${LOBBY_THRESHOLD} games`,
          });
        else if (row !== "studios" && !site.gameFacts)
          context.addIssue({
            code: "custom",
            path: ["home", "rows", index],
            message: "needs gameFacts: the row is ordered by the games' facts",
          });
        else if (row === "popular" && !site.plays)
          context.addIssue({
            code: "custom",
            path: ["home", "rows", index],
            message: "needs plays: the row is ordered by the week's plays",
          });
      });
      if (site.recentlyPlayed && site.games.length <= LOBBY_THRESHOLD)
        context.addIssue({
          code: "custom",
          path: ["recentlyPlayed"],
          message: `needs a lobby: more than ${LOBBY_THRESHOLD} games`,
        });
      if (site.takeABreak && !site.responsibleGaming) {
        context.addIssue({
          code: "custom",
          path: ["takeABreak"],
          message: "needs responsibleGaming: the break is chosen on the responsible play page",
        });
      }
      // A text given per language must be given in each of the site's languages.
      const texts: [PropertyKey[], LocalizedText][] = [
        [["tagline"], site.tagline],
        [["description"], site.description],
        [["jurisdiction"], site.jurisdiction],
        [["address", "country"], site.address.country],
        ...(["heading", "intro"] as const).flatMap((field): [PropertyKey[], LocalizedText][] => {
          const value = site.home?.[field];
          return value === undefined ? [] : [[["home", field], value]];
        }),
        ...(site.responsibleGaming?.organisations ?? []).flatMap((organisation, index) =>
          organisation.countries.map((country, at): [PropertyKey[], LocalizedText] => [
            ["responsibleGaming", "organisations", index, "countries", at],
            country,
          ]),
        ),
      ];
      for (const [path, value] of texts) {
        if (typeof value === "string") continue;
        for (const locale of site.locales) {
          if (!value[locale])
            context.addIssue({
              code: "custom",
              path: [...path, locale],
              message: `required (the site's locales are ${site.locales.join(", ")})`,
            });
        }
      }
    })
    .transform((site) => ({ ...site, featured: site.featured ?? site.games.slice(0, FEATURED_BY_DEFAULT) }));
};

/** A validated site configuration, with the defaults filled in. */
export type Site = z.infer<ReturnType<typeof siteSchemaFor>>;

/** What a `sites/<id>.ts` file writes: `export const site = { ... } satisfies SiteInput;`. */
export type SiteInput = z.input<ReturnType<typeof siteSchemaFor>>;
