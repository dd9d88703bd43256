import type { Locale } from "#shared/i18n/locales.ts";
import { type Listing, pagePath, pagination } from "#build/site/lobby.ts";
import type { Sort } from "#shared/lobby-choice.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";

const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-white/15 px-4 py-2 text-sm font-semibold text-slate-200 hover:bg-white/10 aria-[current=page]:border-brand-400/60 aria-[current=page]:bg-brand-500/15 aria-[current=page]:text-brand-200";

/**
 * The pages of a listing in its order (`sort`; A to Z: none) as plain links: the previous and the next, and each by
 * its number, the current one marked. Nothing on a listing of one page.
 */
export function LobbyPagination({
  listing,
  sort,
  count,
  page,
  locale,
}: {
  listing: Listing;
  sort?: Sort | undefined;
  count: number;
  page: number;
  locale: Locale;
}) {
  const t = messagesIn(locale).lobby;
  const { previous, next, pages } = pagination(count, page);
  if (pages.length < 2) return null;
  const href = (number: number) => pathIn(pagePath(listing, number, sort), locale);
  return (
    <nav aria-label={t.pages} data-pagination className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {previous && (
          <li>
            <a href={href(previous)} rel="prev" className={link}>
              {t.previous}
            </a>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <a href={href(number)} aria-current={number === page ? "page" : undefined} className={link}>
              <span className="sr-only">{t.pageNumber} </span>
              {number}
            </a>
          </li>
        ))}
        {next && (
          <li>
            <a href={href(next)} rel="next" className={link}>
              {t.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
