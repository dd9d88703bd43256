import type { Locale } from "#shared/i18n/locales.ts";
import { CARDS_PATH } from "#build/site/lobby.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";
import { secondaryButton, smallButton } from "#shared/primitives/button-styles.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

/** One line of cards that scrolls sideways, two and a bit on a phone, more as the screen widens: twelve games take no more height than two. */
const row =
  "-m-1 mt-3 flex snap-x gap-3 overflow-x-auto p-1 sm:gap-4 [&>li]:w-[44%] [&>li]:shrink-0 [&>li]:snap-start sm:[&>li]:w-[31%] lg:[&>li]:w-[23.5%]";

/**
 * "Continue playing", on a site that keeps what a visitor played (`recentlyPlayed`): the games, newest first, with a
 * button that clears them. Hidden in the HTML, and for a visitor who has played nothing here; for one who has, the
 * page's head fills and shows it before the first paint (stored-cards.astro), and src/browser/recently-played.ts
 * keeps it after.
 */
export function RecentlyPlayed({ locale, className }: { locale: Locale; className?: string }) {
  const t = messagesIn(locale).recent;
  return (
    <section
      data-recent
      data-cards={pathIn(CARDS_PATH, locale)}
      aria-labelledby="recent-heading"
      hidden
      className={className}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionHeading id="recent-heading">{t.heading}</SectionHeading>
        {/* Shown, holding its place until then, once the script that clears the list has come. */}
        <button
          type="button"
          data-clear-recent
          className={`${secondaryButton} ${smallButton} invisible data-ready:visible`}
        >
          {t.clear}
        </button>
      </div>
      <ul data-recent-list className={row} />
    </section>
  );
}
