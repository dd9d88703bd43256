/**
 * The studios whose games a site may show: the registry (src/build/catalogue/studios.json), checked on first use, and a
 * site's own (`studios` in its file). A studio is its fun-mode launcher, written as an address with placeholders.
 */
import { z } from "astro/zod";
// The attribute lets Node itself import the JSON (the games check).
import data from "#build/catalogue/studios.json" with { type: "json" };
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { checkedList, expected, fields, itemLabel, text } from "#build/catalogue/schema-fields.ts";

export const STUDIOS_FILE = "src/build/catalogue/studios.json";

/** What a launcher address may hold: each becomes the game's, the page's or the site's value. */
export const PLACEHOLDERS = ["id", "lang", "lobby", "host", "channel"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

const SLUG = "a slug of lower-case ASCII letters and digits between single hyphens, such as pragmatic-play";
const HOST = "a host name such as asccw.playngonetwork.com";
const QUERY = "the parameters of a query, each with or without a value, such as symbol={id}&mgckey";
const LAUNCHER = `an https address with {id} and no placeholder but ${PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}`;
const LAUNCHER_PLACES = "placeholders only in the path and the query, and {host} only as the whole host";

/** Labels of lower-case letters, digits and inner hyphens, 63 characters at most, 253 in all (RFC 1123). */
const HOST_LABELS = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Whether `value` is a host name that an address keeps as written: `{host}` is filled in without URL-encoding, so
 * its value must be one (`1.2.3.999` or `0x7f.1` would make another address, or none).
 */
export function isHostName(value: string): boolean {
  return HOST_LABELS.test(value) && URL.parse(`https://${value}/`)?.hostname === value;
}

/** The placeholders of a template, such as `["host", "id"]` for `https://{host}/play/{id}`. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? "");
}

/** A template's scheme, its host (with its port), and the rest: the path and the query, then the fragment. */
const TEMPLATE_PARTS = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^#]*)(#.*)?$/i;

/**
 * Whether each placeholder of a template stands where its value can only fill a part of the address, never change
 * which host it asks: in the path or the query (URL-encoded there), or `{host}` as the whole host (a host name).
 */
function placeholdersInPlace(template: string): boolean {
  const [, host = "", , fragment = ""] = TEMPLATE_PARTS.exec(template) ?? [];
  const hostInPlace = placeholdersOf(host).length === 0 || /^\{host\}(?::\d+)?$/.test(host);
  return hostInPlace && placeholdersOf(fragment).length === 0;
}

/** A host of the tests' own may be asked over plain http; any other launcher is https. */
export function isLauncherAddress(address: string): boolean {
  const url = URL.parse(address);
  if (!url) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1"].includes(url.hostname));
}

/** The template with each placeholder replaced by a value that cannot break the address. */
function fill(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template.replace(/\{([a-z]+)\}/g, (whole, name: Placeholder) => values[name] ?? whole);
}

const launcher = z
  .string({ error: expected(LAUNCHER) })
  .refine(
    (template) => {
      const names = placeholdersOf(template);
      return (
        names.includes("id") &&
        names.every((name) => (PLACEHOLDERS as readonly string[]).includes(name)) &&
        isLauncherAddress(fill(template, { host: "example.com" }))
      );
    },
    { error: expected(LAUNCHER), abort: true },
  )
  .refine(placeholdersInPlace, { error: expected(LAUNCHER_PLACES) });

const languageCode = z
  .string({ error: expected("the studio's code for a language, such as en_GB") })
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: expected("the studio's code for a language, such as en_GB"),
  });

export const studioSchema = fields({
  /** How games and lists name the studio. */
  id: z.string({ error: expected(SLUG) }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: expected(SLUG) }),
  name: text,
  /** Its fun-mode launch address, with placeholders: `{id}` the game's launch id, `{lang}` the page's language in
   * the studio's code, `{lobby}` the site's lobby (or home page) in that language, `{host}`, `{channel}`. */
  launcher,
  /** Where its games are served from, unless a game names its own. */
  host: z
    .string({ error: expected(HOST) })
    .refine(isHostName, { error: expected(HOST) })
    .optional(),
  channel: z
    .string({ error: expected("a channel such as desktop") })
    .regex(/^[A-Za-z0-9_-]+$/, { error: expected("a channel such as desktop") })
    .optional(),
  /** The studio's code for each language of the site, and `default` for any other. */
  languages: z
    .object(
      {
        ...Object.fromEntries(LOCALES.map((locale) => [locale, languageCode.optional()])),
        default: languageCode,
      } as Record<Locale, z.ZodOptional<typeof languageCode>> & { default: typeof languageCode },
      {
        error: expected(`an object with the studio's code for "default" and for any of ${LOCALES.join(", ")}`),
      },
    )
    .strict(),
  /**
   * How `npm run games:check` tells a live game from a withdrawn one: the answer's status after redirects, the
   * parameters the query of its address holds (`symbol={id}&mgckey`: each there, and equal where a value is given), a
   * text its body holds, and the public evidence that a live game's answer is so. Without it, the studio's games that
   * answer are reported unverified.
   */
  check: fields({
    status: z
      .int({ error: expected("an HTTP status such as 200") })
      .min(100, { error: expected("an HTTP status such as 200") })
      .max(599, { error: expected("an HTTP status such as 200") })
      .default(200),
    query: z
      .string({ error: expected(QUERY) })
      .regex(/^[A-Za-z0-9_.~-]+(?:=[^&=]*)?(?:&[A-Za-z0-9_.~-]+(?:=[^&=]*)?)*$/, { error: expected(QUERY) })
      .optional(),
    contains: text.optional(),
    evidence: fields({ name: text, url: z.url({ error: expected("an absolute URL") }) }).optional(),
  }).optional(),
  /** Where the studio's games' names and launch ids are stated in public. */
  source: fields({ name: text, url: z.url({ error: expected("an absolute URL") }) }).optional(),
}).superRefine((studio, context) => {
  for (const name of ["host", "channel"] as const) {
    if (placeholdersOf(studio.launcher).includes(name) && studio[name] === undefined) {
      context.addIssue({ code: "custom", path: [name], message: `required: the launcher has {${name}}` });
    }
  }
});

export type StudioInput = z.input<typeof studioSchema>;
export type Studio = z.output<typeof studioSchema>;

/**
 * Checks a list of studios; throws one Error listing every problem, one line each, as
 * `src/build/catalogue/studios.json: [1] "pragmatic-play": launcher: expected an https address …, got "…"`.
 */
export function parseStudios(value: unknown, file: string, known: readonly Studio[] = []): Studio[] {
  const label = (items: readonly unknown[], index: number) => itemLabel(items, index, "id");
  return checkedList(value, file, {
    of: "studios",
    item: studioSchema,
    label,
    across: (items) => {
      const problems: string[] = [];
      const seen = new Map<unknown, number>(known.map((studio) => [studio.id, -1]));
      items.forEach((studio, index) => {
        const id = (studio as { id?: unknown } | null)?.id;
        const earlier = seen.get(id);
        if (earlier === undefined) seen.set(id, index);
        else
          problems.push(
            `${label(items, index)}: id: ${earlier < 0 ? `${JSON.stringify(id)} is a studio of ${STUDIOS_FILE} already` : `${label(items, earlier)} has the same id`}`,
          );
      });
      return problems;
    },
  });
}

let registry: Studio[] | undefined;

/** The registry's studios, in its order; checked on first use, before anything is built (astro.config.ts). */
export function studios(): readonly Studio[] {
  registry ??= parseStudios(data, STUDIOS_FILE);
  return registry;
}

/** What a game of a studio adds to its launcher: its launch id, and its own host where the studio serves it from another. */
export type Launch = { launchId: string; host?: string | undefined };

/** What each placeholder of a studio's addresses stands for, for one game in `locale`. */
function placeholderValues(
  studio: Studio,
  game: Launch,
  locale: Locale,
  lobby: string,
): Partial<Record<Placeholder, string>> {
  return {
    id: game.launchId,
    lang: studio.languages[locale] ?? studio.languages.default,
    lobby,
    host: game.host ?? studio.host,
    channel: studio.channel,
  };
}

/** The values, URL-encoded so that none can change an address's shape; the host is a host name already (isHostName, in the schemas). */
function encoded(values: Partial<Record<Placeholder, string>>): Partial<Record<Placeholder, string>> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      name === "host" || value === undefined ? value : encodeURIComponent(value),
    ]),
  );
}

/**
 * The address of a game's launcher in `locale`, with `lobby` (an absolute address: the site's lobby, or its home page,
 * in that language) for a studio that offers a way back.
 */
export function launcherUrl(studio: Studio, game: Launch, locale: Locale, lobby: string): string {
  return fill(studio.launcher, encoded(placeholderValues(studio, game, locale, lobby)));
}

/** What `games:check` expects of a game's answer, its placeholders filled as in the launcher; none when the studio has no check. */
export function checkRule(
  studio: Studio,
  game: Launch,
  locale: Locale,
  lobby: string,
): { status: number; query?: string; contains?: string } | undefined {
  if (!studio.check) return undefined;
  const { status, query, contains } = studio.check;
  const values = placeholderValues(studio, game, locale, lobby);
  return {
    status,
    ...(query === undefined ? {} : { query: fill(query, encoded(values)) }),
    ...(contains === undefined ? {} : { contains: fill(contains, values) }),
  };
}
