/**
 * What the two checked data files share, the site configurations (src/build/site/schema.ts) and the game catalogue
 * (src/build/catalogue/catalogue.ts): messages that name what a field expects and what it got, objects that refuse
 * unknown fields, and the field's name as the author writes it.
 */
import { z } from "astro/zod";

/**
 * A value found where another was expected, as the author wrote it, on one line: JSON where JSON writes it, else
 * what it is (`12n`, `NaN`, `an object` holding a bigint, `a function`), never a function's source.
 */
export function shown(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  const kind = typeof value === "object" ? "an object" : `a ${typeof value}`;
  try {
    return JSON.stringify(value) ?? kind;
  } catch {
    return kind;
  }
}

/**
 * The message for a value that is not what a field takes: `required` when the field is missing, otherwise what
 * the field expects and what it got, so the author sees the mistake without opening the schema.
 */
export function expected(what: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? "required" : `expected ${what}, got ${shown(issue.input)}`;
}

/**
 * An object that rejects fields it does not know, so a misspelt optional field (`ageConfirmaton`) is an error
 * instead of an option silently left off. The message lists the fields there are.
 */
export function fields<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const names = Object.keys(shape).join(", ");
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field (the fields are ${names})`
        : expected(`an object with the fields ${names}`)(issue),
  });
}

export const text = z.string({ error: expected("text") }).min(1, { error: expected("text") });

export function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url !== null && (url.protocol === "https:" || url.protocol === "http:");
}

// Hex only: the same value goes into the stylesheet, the web app manifest and the icons, art and social cards
// drawn at build, and hex is the one notation every one of them reads.
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * `games[2]`, `theme.accent`, `responsibleGaming.organisations[0].url`: the field as the author writes it; a name that
 * is not a plain word in brackets and quotes (`["my field"]`), so that no name can break the line it is named on.
 */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => {
      if (typeof key === "number") return `[${key}]`;
      const name = String(key);
      return IDENTIFIER.test(name) ? `${index > 0 ? "." : ""}${name}` : `[${JSON.stringify(name)}]`;
    })
    .join("");
}

/** Each field an issue is about: zod reports all unknown fields of an object as one issue on the object. */
export function issuePaths(issue: z.core.$ZodIssue): PropertyKey[][] {
  return issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
}

/** `[12] "moon-princess"`: an item as a problem names it, by its place in the list and the first of `keys` it has as text. */
export function itemLabel(items: readonly unknown[], index: number, ...keys: string[]): string {
  const item = items[index] as Record<string, unknown> | null | undefined;
  const name = keys.map((key) => item?.[key]).find((value) => typeof value === "string");
  return name === undefined ? `[${index}]` : `[${index}] ${JSON.stringify(name)}`;
}

/**
 * A registry's file read the one way (the games, the facts' sources, the studios): a list, each item checked by
 * `item`, then the checks `across` the items. Throws one Error listing every problem, one line each, the item named
 * by `label` (`studios.json: [1] "pragmatic-play": launcher: required`); returns the checked items.
 */
export function checkedList<Item extends z.ZodType>(
  value: unknown,
  file: string,
  list: {
    of: string;
    item: Item;
    label: (items: readonly unknown[], index: number) => string;
    across: (items: readonly unknown[]) => string[];
  },
): z.output<Item>[] {
  if (!Array.isArray(value))
    throw new Error(`${file}: expected a list of ${list.of}, got ${JSON.stringify(value)?.slice(0, 60)}`);
  const result = z.array(list.item).safeParse(value);
  const problems = [
    ...(result.error?.issues ?? []).flatMap((issue) =>
      issuePaths(issue).map(
        ([index, ...path]) =>
          `${list.label(value, index as number)}: ${path.length > 0 ? `${fieldName(path)}: ` : ""}${issue.message}`,
      ),
    ),
    ...list.across(value),
  ];
  if (problems.length > 0 || !result.success)
    throw new Error(problems.map((problem) => `${file}: ${problem}`).join("\n"));
  return result.data;
}

/** The problems of a checked list's items, one line each, the item by its place: `reviews.json: [0] reason: required`. */
export function listProblems(issues: readonly z.core.$ZodIssue[], file: string): string {
  return issues
    .flatMap((issue) =>
      issuePaths(issue).map(
        ([index, ...path]) =>
          `${file}: ${index === undefined ? "" : `[${String(index)}] `}${path.length > 0 ? `${fieldName(path)}: ` : ""}${issue.message}`,
      ),
    )
    .join("\n");
}
