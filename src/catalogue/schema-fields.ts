/**
 * What the two checked data files share, the site configurations (src/site/schema.ts) and the game catalogue
 * (src/catalogue/catalogue.ts): messages that name what a field expects and what it got, objects that refuse
 * unknown fields, and the field's name as the author writes it.
 */
import { z } from "astro/zod";

/**
 * The message for a value that is not what a field takes: `required` when the field is missing, otherwise what
 * the field expects and what it got, so the author sees the mistake without opening the schema.
 */
export function expected(what: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? "required" : `expected ${what}, got ${JSON.stringify(issue.input)}`;
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

/** `games[2]`, `theme.accent`, `responsibleGaming.organisations[0].url`: the field as the author writes it. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index > 0 ? "." : ""}${String(key)}`)).join("");
}

/** Each field an issue is about: zod reports all unknown fields of an object as one issue on the object. */
export function issuePaths(issue: z.core.$ZodIssue): PropertyKey[][] {
  return issue.code === "unrecognized_keys" ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
}
