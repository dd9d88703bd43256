import { en } from "#shared/i18n/en.ts";
import { fi } from "#shared/i18n/fi.ts";
import type { Locale } from "#shared/i18n/locales.ts";

/** The texts of the pages in `locale`. */
export function messagesIn(locale: Locale) {
  return { en, fi }[locale];
}
