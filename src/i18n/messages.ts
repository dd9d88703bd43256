// Relative with their extension: Node loads this module without Vite (through src/catalogue/games.ts, in the
// hosting integration).
import { en } from "./en.ts";
import { fi } from "./fi.ts";
import type { Locale } from "./locales.ts";

/** The texts of the pages in `locale`. */
export function messagesIn(locale: Locale) {
  return { en, fi }[locale];
}
