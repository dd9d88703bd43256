import type { Locale } from "~/i18n/locales";
import { LOBBY_PAGES, type LobbyPage, lobbyGames, lobbyPath } from "~/catalogue/lobby";
import { messagesIn, pathIn } from "~/site/config";

/** The lobby's pages, each a plain link with its number of games; the current one marked. */
export function CategoryNav({ current, locale }: { current: LobbyPage; locale: Locale }) {
  const t = messagesIn(locale).lobby;
  return (
    <nav aria-label={t.categoriesLabel} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {LOBBY_PAGES.map((page) => (
          <li key={page}>
            <a
              href={pathIn(lobbyPath(page), locale)}
              aria-current={page === current ? "page" : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-slate-200 hover:bg-white/10 aria-[current=page]:border-brand-400/60 aria-[current=page]:bg-brand-500/15 aria-[current=page]:text-brand-200"
            >
              {t.categories[page]}{" "}
              <span className="font-normal text-slate-400">({lobbyGames(page, locale).length})</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
