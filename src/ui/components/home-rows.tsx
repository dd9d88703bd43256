import { ArrowRight } from "lucide-react";
import { LobbyCard } from "#ui/components/lobby-card.tsx";
import type { Locale } from "#shared/i18n/locales.ts";
import { homeRows } from "#build/site/home-rows.ts";
import { CARDS_PATH } from "#build/site/lobby.ts";
import { pathIn } from "#build/site/config.ts";
import { POPULAR_ENDPOINT } from "#shared/plays.ts";
import { SectionHeading } from "#shared/primitives/section-heading.tsx";

/**
 * The rows of a lobby site's home page below its featured games (src/build/site/home-rows.ts): each a heading, a link to
 * its whole listing in its order, and a short row of cards, two by two on a phone and in one line on a desktop. All
 * below the first screen, so their pictures wait until they near it. The week's popular games take the hosts'
 * fresher order after the paint (src/browser/popular-games.ts).
 */
export function HomeRows({ locale }: { locale: Locale }) {
  const rows = homeRows(locale);
  if (rows.length === 0) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      {rows.map((row) => (
        <section
          key={row.id}
          aria-labelledby={`${row.id}-heading`}
          className="mt-12 first:mt-0"
          {...(row.id === "popular" && {
            "data-popular-row": POPULAR_ENDPOINT,
            "data-cards": pathIn(CARDS_PATH, locale),
          })}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <SectionHeading id={`${row.id}-heading`} className="sm:text-3xl">
              {row.heading}
            </SectionHeading>
            <a
              href={row.link.href}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-300 underline underline-offset-4 hover:text-brand-200"
            >
              {row.link.text}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {row.games.map((game) => (
              <LobbyCard key={game.slug} game={game} locale={locale} priority={false} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
