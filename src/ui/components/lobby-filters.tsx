import type { Locale } from "#shared/i18n/locales.ts";
import { CARDS_PATH, type Listing, listingPath } from "#build/site/lobby.ts";
import { FILTERS_PATH, FILTER_VALUES, listingFilters, listingKey, listingSorts } from "#build/site/lobby-filters.ts";
import { secondaryButton } from "#shared/primitives/button-styles.ts";
import { GROUPS, RTP, RTP_FLOORS, SORT, type Group, type Sort } from "#shared/lobby-choice.ts";
import { messagesIn, pathIn } from "#build/site/config.ts";
import { POPULAR_ENDPOINT } from "#shared/plays.ts";

const selectStyle =
  "mt-2 block w-full max-w-sm rounded-lg border border-white/20 bg-ink-900 px-3 py-2 text-sm text-white";

const capitalised = (text: string, locale: Locale) => text.replace(/^./, (first) => first.toLocaleUpperCase(locale));

/**
 * A listing's filters and orders by the facts, where its games have any: volatility, features and themes as groups
 * of checkboxes, an RTP floor, each value with its number of games, each group with how many of the listing's games
 * have its fact on record, the order (A to Z, or by a fact some game has: the page's own, `sort`, chosen; choosing
 * another goes to its pages, `/games/by/rtp`), and `Clear filters`; then the polite live
 * region that says how many were found. Only the values some game of the listing has. Invisible in the HTML, holding
 * its place so that nothing moves when it shows, and so that without JavaScript no control that does nothing shows:
 * src/browser/lobby-filters.ts shows it, loads the data it needs (FILTERS_PATH) when the visitor opens it, and the
 * cards (CARDS_PATH's shards) of the games a choice shows. The popular order's first page (`data-popular`) loads it
 * at once, to show the hosts' fresher order.
 */
export function LobbyFilters({
  listing,
  page,
  sort,
  locale,
}: {
  listing: Listing;
  page: number;
  sort?: Sort | undefined;
  locale: Locale;
}) {
  const start = listingFilters(listing, locale);
  if (!start) return null;
  const t = messagesIn(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  const number = new Intl.NumberFormat(locale);
  const known = (fact: keyof typeof start.known) => (
    <span className="font-normal text-slate-300">{` (${t.lobby.known(number.format(start.known[fact]), number.format(start.total))})`}</span>
  );
  const sorts = listingSorts(listing, locale);
  const words: Record<Group, Record<string, string>> = {
    volatility: t.facts.volatilities,
    features: t.facts.features,
    themes: t.facts.themes,
  };
  const found = t.lobby.found;
  return (
    <div
      data-lobby-filters
      data-listing={listingKey(listing)}
      data-listing-path={pathIn(listingPath(listing), locale)}
      data-sort={sort ?? ""}
      {...(sort === "popular" && page === 1 && { "data-popular": POPULAR_ENDPOINT })}
      data-filters={pathIn(FILTERS_PATH, locale)}
      data-cards={pathIn(CARDS_PATH, locale)}
      data-found-none={found.none}
      data-found-one={found.one}
      data-found-many={found.many}
      data-sorted-games={t.lobby.sorted.games}
      data-sorted-popular={t.lobby.sorted.popular}
      data-sorted-rtp={t.lobby.sorted.rtp}
      data-sorted-max-win={t.lobby.sorted["max-win"]}
      data-sorted-new={t.lobby.sorted.new}
      className="invisible mt-4 data-ready:visible"
    >
      <details className="rounded-xl border border-white/10 bg-ink-800/60">
        <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-white hover:bg-white/5">
          {t.lobby.filters}
        </summary>
        <form className="flex flex-col gap-4 px-4 pt-2 pb-4">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {GROUPS.map((group) => {
              const offered = FILTER_VALUES[group].flatMap((value, at) =>
                start.counts[group][at] ? [{ value, count: start.counts[group][at] }] : [],
              );
              if (!offered.length) return null;
              return (
                <fieldset key={group} className="min-w-0">
                  <legend className="text-sm font-semibold text-slate-200">
                    {t.facts.labels[group]}
                    {known(group)}
                  </legend>
                  <ul className="mt-2">
                    {offered.map(({ value, count }) => (
                      <li key={value}>
                        <label className="inline-flex items-center gap-2 py-1 text-sm text-slate-200">
                          <input type="checkbox" name={group} value={value} className="size-4 accent-brand-500" />
                          <span>
                            {`${capitalised(words[group][value] ?? value, locale)} `}
                            <span data-count>{`(${count})`}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              );
            })}
            <div className="flex min-w-0 flex-col gap-4">
              {start.counts.rtp.some(Boolean) && (
                <div>
                  <label htmlFor={`lobby-${RTP}`} className="text-sm font-semibold text-slate-200">
                    {t.lobby.rtpAtLeast}
                    {known("rtp")}
                  </label>
                  <select id={`lobby-${RTP}`} name={RTP} className={selectStyle}>
                    <option value="">{t.lobby.rtpAny}</option>
                    {RTP_FLOORS.map((floor, at) => {
                      const count = start.counts.rtp[at] ?? 0;
                      const label = percent.format(floor / 100);
                      return count ? (
                        <option key={floor} value={floor} data-label={label}>
                          {`${label} (${count})`}
                        </option>
                      ) : null;
                    })}
                  </select>
                </div>
              )}
              {sorts.length > 0 && (
                <div>
                  <label htmlFor={`lobby-${SORT}`} className="text-sm font-semibold text-slate-200">
                    {t.lobby.sortBy}
                  </label>
                  <select id={`lobby-${SORT}`} name={SORT} defaultValue={sort ?? ""} className={selectStyle}>
                    {["" as const, ...sorts].map((offered) => (
                      <option key={offered} value={offered}>
                        {t.lobby.sorts[offered]}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          </div>
          <div>
            <button type="button" data-clear-filters className={`${secondaryButton} px-5 py-2.5 text-sm`}>
              {t.lobby.clearFilters}
            </button>
          </div>
        </form>
      </details>
      <p role="status" className="mt-3 text-sm text-slate-300" />
    </div>
  );
}
