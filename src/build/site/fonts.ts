/**
 * A site's typefaces (`fonts: { heading, body }`): each a family of a Fontsource package in package.json, self-hosted
 * by Astro's Fonts API from the package's own files in node_modules (its local provider: the build asks no font host
 * for anything). Only what the pages use is served: the weights of headings and of text, normal style, and the
 * subsets of the site's languages, each face with `font-display: optional` (drawn if it has come by the first paint,
 * never swapped in later) over a fallback with the metrics Astro computes, and each file preloaded by the layout.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "#shared/i18n/locales.ts";

export type FontRole = "heading" | "body";

/**
 * What the stylesheet asks of each face: headings are extra bold and bold, text regular to bold. Extra bold comes
 * first: Astro sizes a family's fallback faces on its first file, and the page's main heading, the largest text
 * and the one most likely to break onto another line, is extra bold.
 */
export const ROLE_WEIGHTS: Record<FontRole, number[]> = { heading: [800, 700], body: [400, 500, 600, 700] };

/** The CSS variable each face is given, which the layout puts in place of the system faces. */
export const FONT_VARIABLES = { heading: "--font-heading", body: "--font-body" } as const;

/** The unicode subsets each language's text needs (Finnish's å, ä and ö are in latin). */
const LOCALE_SUBSETS: Record<Locale, string[]> = { en: ["latin"], fi: ["latin"] };

/**
 * A family as the build uses it: its package, and the generic family its fallback metrics are computed for. A sans-serif
 * face falls back on the system's own face (`system-ui`), for which Astro adjusts Roboto (Android), Segoe UI (Windows),
 * Helvetica Neue (Apple) and Arial: on a phone, where most visitors are, `sans-serif`'s Arial is not there, and the
 * unadjusted face drawn instead moves the page when the site's face swaps in.
 */
export type SiteFont = {
  family: string;
  packageName: string;
  variable: boolean;
  fallback: "serif" | "system-ui" | "monospace";
};

type Metadata = {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  category?: string;
  variable?: unknown;
};

const REPO = join(import.meta.dirname, "..", "..", "..");
const slug = (family: string) => family.trim().toLowerCase().replace(/\s+/g, "-");

function metadataOf(packageName: string, root: string): Metadata | undefined {
  const file = join(root, "node_modules", packageName, "metadata.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Metadata) : undefined;
}

/**
 * The package in package.json (dependencies or devDependencies) that provides `family`, a variable one first (one
 * file for every weight). Throws, naming the field and the `npm install` that adds one, when none does.
 */
export function resolveSiteFont(family: string, field: string, root = REPO): SiteFont {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  const listed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const candidates = [
    `@fontsource-variable/${slug(family)}`,
    `@fontsource/${slug(family)}`,
    ...listed.filter((name) => /^@fontsource(-variable)?\//.test(name)),
  ];
  for (const packageName of [...new Set(candidates)]) {
    if (!listed.includes(packageName)) continue;
    const metadata = metadataOf(packageName, root);
    if (metadata?.family.toLowerCase() !== family.trim().toLowerCase()) continue;
    const fallback =
      metadata.category === "serif" ? "serif" : metadata.category === "monospace" ? "monospace" : "system-ui";
    return {
      family: metadata.family,
      packageName,
      variable: packageName.startsWith("@fontsource-variable/"),
      fallback,
    };
  }
  throw new Error(
    `${field}: no installed Fontsource package provides ${JSON.stringify(family)}: run npm install @fontsource-variable/${slug(family)} ` +
      `(or @fontsource/${slug(family)} where the family has no variable version)`,
  );
}

/** One face of a family: a file of its package, with the weights and characters it covers. */
export type FontVariant = { file: string; weight: string; subset: string; unicodeRange: string };

/** The files of `font` that `role` needs in `locales`: one a subset for a variable package, one a weight and subset else. */
export function fontVariants(font: SiteFont, role: FontRole, locales: readonly Locale[], root = REPO): FontVariant[] {
  const folder = join(root, "node_modules", font.packageName);
  const metadata = metadataOf(font.packageName, root);
  if (!metadata) throw new Error(`${font.packageName} is not installed: run npm ci`);
  const ranges = JSON.parse(readFileSync(join(folder, "unicode.json"), "utf8")) as Record<string, string>;
  const subsets = [...new Set(locales.flatMap((locale) => LOCALE_SUBSETS[locale]))].filter((subset) =>
    metadata.subsets.includes(subset),
  );
  const wanted = ROLE_WEIGHTS[role];
  // A static family without a weight the pages use falls back to those it has, as the browser would.
  const weights = wanted.filter((weight) => metadata.weights.includes(weight));
  return subsets.flatMap((subset) => {
    const unicodeRange = ranges[subset] ?? "";
    if (font.variable) {
      const { min, max } = (metadata.variable as { wght?: { min: string; max: string } } | undefined)?.wght ?? {
        min: "100",
        max: "900",
      };
      return [
        {
          file: join(folder, "files", `${metadata.id}-${subset}-wght-normal.woff2`),
          weight: `${min} ${max}`,
          subset,
          unicodeRange,
        },
      ];
    }
    return (weights.length > 0 ? weights : metadata.weights).map((weight) => ({
      file: join(folder, "files", `${metadata.id}-${subset}-${weight}-normal.woff2`),
      weight: String(weight),
      subset,
      unicodeRange,
    }));
  });
}
