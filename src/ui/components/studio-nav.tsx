import type { Locale } from "#shared/i18n/locales.ts";
import { lobbyStudios, studioPath } from "#build/site/lobby.ts";
import { type CurrentMark, chipRow, lobbyChip } from "#ui/components/category-nav.tsx";
import { messagesIn, pathIn } from "#build/site/config.ts";

/** The site's studios, each a plain link to its listing with its number of games; the current one marked. */
export function StudioNav({
  current,
  mark,
  locale,
}: {
  current?: string | undefined;
  mark: CurrentMark;
  locale: Locale;
}) {
  const t = messagesIn(locale).lobby;
  return (
    <nav aria-labelledby="studios-heading" className="mt-4 sm:mt-6">
      <h2 id="studios-heading" className="text-sm font-semibold text-slate-300">
        {t.studios}
      </h2>
      <ul className={`mt-2 ${chipRow}`}>
        {lobbyStudios(locale).map(({ studio, count }) => (
          <li key={studio.id}>
            <a
              href={pathIn(studioPath(studio), locale)}
              aria-current={studio.id === current ? mark : undefined}
              className={lobbyChip}
            >
              {studio.name} <span className="font-normal text-slate-400">({count})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
