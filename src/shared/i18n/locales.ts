/**
 * The languages a site can be built in. A site lists the ones it offers (`locales` in its configuration),
 * the first at the site's root and each other under `/<locale>/`.
 */
export const LOCALES = ["en", "fi"] as const;

export type Locale = (typeof LOCALES)[number];

/** What each language is called in itself (the language switcher); each studio has its own code for it (src/build/catalogue/studios.json). */
export const LANGUAGES: Record<Locale, { name: string }> = {
  en: { name: "English" },
  fi: { name: "Suomi" },
};

/**
 * A page's address in a locale: the default locale's pages at the root (`/contact`), another's under its
 * prefix (`/en/contact`, and `/en` for the home page).
 */
export function localePath(path: string, locale: Locale, defaultLocale: Locale): string {
  if (locale === defaultLocale) return path;
  // The home page, and a place on it (`/#featured-games`), have no slash after the prefix.
  return path === "/" || path.startsWith("/#") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/**
 * The alternates of a page (its path in the first language) on a site of `locales`: its address in each
 * language, and the first language's as `x-default`; none on a site of one language. The pages' `hreflang`
 * links and the sitemap's both come from here.
 */
export function alternates(path: string, locales: readonly Locale[]): { hreflang: string; path: string }[] {
  const [defaultLocale] = locales;
  if (defaultLocale === undefined || locales.length < 2) return [];
  return [
    ...locales.map((locale) => ({ hreflang: locale, path: localePath(path, locale, defaultLocale) })),
    { hreflang: "x-default", path },
  ];
}

/** The locale and the locale-free path of a page's address: the inverse of `localePath`. */
export function splitLocale(path: string, locales: readonly Locale[]): { locale: Locale; path: string } {
  const [, first = ""] = path.split("/");
  const locale = locales.slice(1).find((candidate) => candidate === first);
  if (!locale) return { locale: locales[0] as Locale, path };
  const rest = path.slice(locale.length + 1);
  return { locale, path: rest === "" ? "/" : rest };
}
