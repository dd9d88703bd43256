import type { Locale } from "#shared/i18n/locales.ts";
import { messagesIn } from "#build/site/config.ts";

export function SkipLink({ locale }: { locale: Locale }) {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-gold-300 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {messagesIn(locale).skipLink}
    </a>
  );
}
