import type { Locale } from "#shared/i18n/locales.ts";
import { secondaryButton } from "#shared/primitives/button-styles.ts";
import { messagesIn } from "#build/site/config.ts";

/**
 * Under a page's cards, where a next page follows: the button that adds its cards here, hidden until
 * src/browser/show-more.ts shows it (without JavaScript the pagination's links do the same), and the polite live
 * region that says how many came. The texts travel to the script as they are.
 */
export function ShowMore({ locale }: { locale: Locale }) {
  const t = messagesIn(locale).lobby;
  return (
    <div
      data-show-more
      data-added-one={t.added.one}
      data-added-many={t.added.many}
      className="mt-8 flex justify-center"
    >
      <button type="button" hidden className={`${secondaryButton} px-6 py-3 text-base`}>
        {t.showMore}
      </button>
      <p role="status" className="sr-only" />
    </div>
  );
}
