// A listing's filters and orders by the facts (src/ui/components/lobby-filters.tsx), loaded when the visitor first opens
// or uses the form (src/ui/components/lobby-filters-script.astro, which shows it): loads the form's data, and on each
// choice of filters shows the cards of the whole listing's matching games, in the page's order, in place of the page's (the
// pagination and `Show more games` give way), the counts under the other groups' choice, the number found and the
// order in the live region, and the choice in the address (a new history entry, so Back returns to the previous
// choice). An order is a page of its own (`/games/by/rtp`, built in that order): choosing another goes to its page,
// with the filters chosen. An address with a choice in its query opens with it. The cards at hand
// (the page's own, and those of shards loaded before) show at once; the others come from their shards of the site's
// cards (src/shared/site-cards.ts), the first 60 at once and the next 60 each time the list's end nears the viewport.

import { CARDS_ADDED } from "#browser/favourites.ts";
import { listingPagePath } from "#shared/listing-paths.ts";
import { shardOf, siteCards } from "#shared/site-cards.ts";
import { changeOutOfSight, fetchPopular } from "#browser/popular-games.ts";
import {
  CHOICE_CHANGED,
  type Choice,
  type FilterColumns,
  type FilterData,
  type FilterValues,
  GROUPS,
  NO_CHOICE,
  RTP,
  RTP_FLOORS,
  SORT,
  type Sort,
  SORTS,
  decode,
  filterGames,
  isPageOf,
  parseChoice,
  withPopular,
  writeChoice,
} from "#shared/lobby-choice.ts";

/** Cards added at a time, as on the listing's pages: a choice matching thousands shows them 60 by 60 as the visitor scrolls. */
const BATCH = 60;

/** How far below the viewport the list's end is when the next cards are asked for: about two rows of cards on a phone. */
const NEAR_END = "0px 0px 600px 0px";

/** As on the listing's own pages (lobby-page.tsx): the first cards are laid out at once, the rest as they near the viewport. */
const FIRST_SCREEN = 4;
const DEFERRED = "lobby-card-deferred";

type Loaded = {
  columns: FilterColumns;
  rows: number[];
  values: FilterValues;
  /** Each game's slug and its card's shard, by the game's place in the site's A to Z list. */
  slugs: readonly string[];
  shards: readonly string[];
};

type Counts = ReturnType<typeof filterGames>["counts"];

/** The form's data, asked for once; after a failure (offline, or the data did not come), the next call asks again. */
function filterData(url: string, listing: string): () => Promise<Loaded> {
  let loading: Promise<Loaded> | undefined;
  return () =>
    (loading ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<FilterData>;
      })
      .then(
        (data) => ({
          ...decode(data, listing),
          values: data.values,
          slugs: data.slugs,
          shards: data.slugs.map(shardOf),
        }),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
}

/** The form's controls: the choice they hold, the choices this listing offers, and each choice's count beside it. */
function filterControls(form: HTMLFormElement) {
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const select = form.querySelector<HTMLSelectElement>(`select[name="${RTP}"]`);
  const order = form.querySelector<HTMLSelectElement>(`select[name="${SORT}"]`);
  const boxValues = (name: string, onlyChecked: boolean) =>
    boxes.filter((box) => box.name === name && (box.checked || !onlyChecked)).map((box) => box.value);
  return {
    /** The values this listing offers: a query's others are left out. */
    offered: {
      volatility: boxValues("volatility", false),
      features: boxValues("features", false),
      themes: boxValues("themes", false),
    } satisfies FilterValues,
    sorts: [...(order?.options ?? [])].flatMap((option) => (option.value ? [option.value as Sort] : [])),
    chosen: (): Choice => ({
      volatility: boxValues("volatility", true),
      features: boxValues("features", true),
      themes: boxValues("themes", true),
      rtp: Number(select?.value ?? 0),
      ...(order?.value ? { sort: order.value as Sort } : {}),
    }),
    set(choice: Choice) {
      for (const box of boxes) box.checked = (choice[box.name as (typeof GROUPS)[number]] ?? []).includes(box.value);
      if (select) select.value = choice.rtp ? String(choice.rtp) : "";
      if (order) order.value = choice.sort ?? "";
    },
    /** Beside each choice, how many games it would find under the other groups' choice. */
    drawCounts(values: FilterValues, counts: Counts) {
      for (const box of boxes) {
        const name = box.name as (typeof GROUPS)[number];
        const text = box.parentElement?.querySelector("[data-count]");
        if (text) text.textContent = `(${counts[name][values[name].indexOf(box.value)] ?? 0})`;
      }
      if (select)
        for (const option of select.options)
          if (option.dataset.label)
            option.textContent = `${option.dataset.label} (${counts.rtp[RTP_FLOORS.indexOf(Number(option.value) as (typeof RTP_FLOORS)[number])] ?? 0})`;
    },
  };
}

/**
 * The list's cards: those at hand by their place in the site's A to Z list (the page's own, then those of the shards
 * loaded), the page's own kept while a choice shows others, and the watch on the list's end for the next ones.
 */
function cardList(list: Element, doc: Document, cardsUrl: string) {
  const shardCards = siteCards(doc, cardsUrl);
  const atHand = new Map<number, Element>();
  for (const card of list.querySelectorAll<HTMLElement>(":scope > [data-place]"))
    atHand.set(Number(card.dataset.place), card);
  let pageCards: Element[] | undefined;
  let nearEnd: IntersectionObserver | undefined;
  return {
    has: (place: number) => atHand.has(place),
    /** Puts the cards of `places` at hand, from their shards (each script loaded once): only those, since a shard holds others. */
    async fetch(shards: readonly string[], places: number[]) {
      const missing = new Set(places.filter((place) => !atHand.has(place)));
      if (!missing.size) return;
      const rows = (await shardCards([...missing].flatMap((place) => shards[place] ?? []))).filter(([, , place]) =>
        missing.has(place),
      );
      const template = doc.createElement("template");
      template.innerHTML = rows.map(([, card]) => card).join("");
      for (const [at, card] of [...template.content.children].entries()) {
        const place = rows[at]?.[2];
        if (place !== undefined) atHand.set(place, card);
      }
    },
    /**
     * The cards of `places` at hand, the `from`-th of the list first: from the first screen on, laid out only as they
     * near the viewport. The cards themselves, not copies (a game is in the list once): a copy of a picture costs a
     * phone's processor its sources' sizes again.
     */
    at: (places: number[], from: number) =>
      places.flatMap((place, at) => {
        const card = atHand.get(place);
        card?.classList.toggle(DEFERRED, from + at >= FIRST_SCREEN);
        return card ? [card] : [];
      }),
    /** Shows `cards` in place of the list's, keeping the page's own to put back. */
    show(cards: Element[]) {
      pageCards ??= [...list.children];
      list.replaceChildren(...cards);
    },
    append: (cards: Element[]) => list.append(...cards),
    /** Puts the page's own cards back, laid out as the page first had them. */
    showPage() {
      if (pageCards) {
        for (const [at, card] of pageCards.entries()) card.classList.toggle(DEFERRED, at >= FIRST_SCREEN);
        list.replaceChildren(...pageCards);
      }
      pageCards = undefined;
    },
    /** Calls `next` once the list's end nears the viewport; a later call, or `stopWatching`, replaces the watch. */
    whenNearEnd(next: () => void) {
      nearEnd?.disconnect();
      const last = list.lastElementChild;
      if (!last) return;
      nearEnd = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          nearEnd?.disconnect();
          next();
        },
        { rootMargin: NEAR_END },
      );
      nearEnd.observe(last);
    },
    stopWatching: () => nearEnd?.disconnect(),
  };
}

/** What the live region and the list's heading say of a choice, in the page's language (the form's data attributes). */
function resultTexts(texts: DOMStringMap) {
  const sorted = (sort: Sort) =>
    ({ popular: texts.sortedPopular, rtp: texts.sortedRtp, "max-win": texts.sortedMaxWin, new: texts.sortedNew })[
      sort
    ] ?? "";
  return {
    /** `12 games found, highest RTP first`. */
    found(count: number, sort: Sort | undefined) {
      const found = ((count === 0 ? texts.foundNone : count === 1 ? texts.foundOne : texts.foundMany) ?? "").replace(
        "{count}",
        String(count),
      );
      return sort ? `${found}, ${sorted(sort)}` : found;
    },
    /** The list's heading while an order shows: `Games, highest RTP first`. */
    heading: (sort: Sort) => `${texts.sortedGames ?? ""}, ${sorted(sort)}`,
  };
}

/** The query of `choice`'s filters on a page whose path names its order: the order is never in the query. */
const filtersQuery = (search: string, choice: Choice) => writeChoice(search, { ...choice, sort: undefined });

/** The choice's filters in the address, as a new history entry: Back returns to the previous choice. */
function pushChoice(view: Window, choice: Choice) {
  const query = filtersQuery(view.location.search, choice);
  if (query !== view.location.search)
    view.history.pushState(view.history.state, "", `${view.location.pathname}${query}${view.location.hash}`);
}

export function initLobbyFilters(root: HTMLElement, doc: Document = document) {
  const view = doc.defaultView;
  const details = root.querySelector("details");
  const form = root.querySelector("form");
  const status = root.querySelector('[role="status"]');
  const list = doc.querySelector("[data-games-list]");
  const { listing = "all", listingPath = "", filters = "", cards: cardsUrl = "" } = root.dataset;
  if (!view || !details || !form || !status || !list) return;
  // The page's order, which its address names (`/games/by/rtp`); none on the listing's own pages, A to Z.
  const pageSort = SORTS.find((sort) => sort === root.dataset.sort);
  /** The choice of an address on this page: its query's filters, in the page's order. */
  const choiceOf = (search: string): Choice => ({
    ...parseChoice(search, controls.offered, controls.sorts),
    sort: pageSort,
  });
  const heading = doc.getElementById("games-heading");
  const listHeading = heading?.textContent ?? "";
  const load = filterData(filters, listing);
  const controls = filterControls(form);
  const cards = cardList(list, doc, cardsUrl);
  const texts = resultTexts(root.dataset);
  // Each showing's number: one that waited for the data gives way to a later one.
  let showing = 0;
  // Whether the list shows the hosts' fresher popular order in place of the page's own (refreshPopular).
  let freshPage = false;

  /**
   * Shows `games` (places in the site's list) in place of the list's cards, the pagination and `Show more games` giving
   * way: the first cards at hand at once, up to the first that is not; the rest of the first 60 once their shards
   * have come, below them, so that nothing shown moves, and the next 60 each time the list's end nears the viewport.
   */
  const showGames = (data: Loaded, games: number[], mine: number) => {
    const others = doc.querySelectorAll<HTMLElement>("[data-pagination], [data-show-more]");
    const first = games.slice(0, BATCH);
    const missing = first.findIndex((place) => !cards.has(place));
    const now = missing < 0 ? first.length : missing;
    cards.show(cards.at(first.slice(0, now), 0));
    for (const other of others) other.hidden = true;
    const add = async (from: number, to: number) => {
      const places = games.slice(from, to);
      try {
        await cards.fetch(data.shards, places);
      } catch {
        // A shard did not come (offline, say): what is shown stays, and the next choice tries again.
        return;
      }
      if (mine !== showing) return;
      cards.append(cards.at(places, from));
      doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
      if (to < games.length) cards.whenNearEnd(() => void add(to, to + BATCH));
    };
    // Their scripts are added once the narrowed list has been painted: adding dozens of scripts takes a phone's
    // processor long enough to delay that paint.
    if (now < first.length) view.requestAnimationFrame(() => view.setTimeout(() => void add(now, BATCH)));
    else if (BATCH < games.length) cards.whenNearEnd(() => void add(BATCH, 2 * BATCH));
  };

  /** Puts the page's own cards back, with its pagination and `Show more games`. */
  const showPage = () => {
    cards.showPage();
    for (const other of doc.querySelectorAll<HTMLElement>("[data-pagination], [data-show-more]")) other.hidden = false;
  };

  /** Shows `choice`'s games and counts; the address gains it where `push`. */
  const show = async (choice: Choice, push: boolean) => {
    const mine = ++showing;
    doc.dispatchEvent(new CustomEvent(CHOICE_CHANGED));
    if (push) pushChoice(view, choice);
    let data: Loaded;
    try {
      data = await load();
    } catch {
      return;
    }
    if (mine !== showing) return;
    const { games, counts } = filterGames(data.columns, data.rows, data.values, choice);
    controls.drawCounts(data.values, counts);
    cards.stopWatching();
    const own = isPageOf(choice, pageSort);
    if (own && !freshPage) showPage();
    else showGames(data, games, mine);
    status.textContent = own ? "" : texts.found(games.length, choice.sort);
    if (heading) heading.textContent = !own && choice.sort ? texts.heading(choice.sort) : listHeading;
    doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
  };

  /**
   * On the popular order's first page: the hosts' fresher order in place of the build's, for the page and every
   * choice made on it, shown where it differs unless it would move what is in view.
   */
  const refreshPopular = async (url: string) => {
    const mine = showing;
    const popular = await fetchPopular(view, url);
    if (!popular) return;
    let data: Loaded;
    try {
      data = await load();
    } catch {
      return;
    }
    data.columns = withPopular(data.columns, data.slugs, popular);
    const choice = choiceOf(view.location.search);
    // A choice shown meanwhile is the visitor's: the fresher order comes with their next.
    if (mine !== showing || !isPageOf(choice, pageSort)) return;
    const { games } = filterGames(data.columns, data.rows, data.values, choice);
    const first = games.slice(0, BATCH);
    const shown = [...list.querySelectorAll<HTMLElement>(":scope > [data-place]")].map((card) =>
      Number(card.dataset.place),
    );
    if (first.join() === shown.join()) return;
    try {
      await cards.fetch(data.shards, first);
    } catch {
      return;
    }
    if (mine !== showing) return;
    freshPage = changeOutOfSight(
      view,
      list,
      () => showGames(data, games, mine),
      () => {
        cards.stopWatching();
        showPage();
      },
    );
    if (freshPage) doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
  };

  // The data comes as the visitor opens the form; it may be open already, the opening having brought this code.
  const prefetch = () => {
    if (details.open) void load().catch(() => undefined);
  };
  details.addEventListener("toggle", prefetch);
  prefetch();
  form.addEventListener("change", () => {
    const choice = controls.chosen();
    // Another order is another page, sorted from its first paint: the filters chosen go with it.
    if (choice.sort !== pageSort)
      view.location.assign(
        `${listingPagePath(listingPath, 1, choice.sort)}${filtersQuery(view.location.search, choice)}${view.location.hash}`,
      );
    else void show(choice, true);
  });
  form.addEventListener("submit", (event) => event.preventDefault());
  root.querySelector("[data-clear-filters]")?.addEventListener("click", () => {
    const page = { ...NO_CHOICE, sort: pageSort };
    controls.set(page);
    void show(page, true);
  });
  view.addEventListener("popstate", () => {
    const choice = choiceOf(view.location.search);
    controls.set(choice);
    void show(choice, false);
  });

  const start = choiceOf(view.location.search);
  // An order in the query (a link to `/games/by/rtp?sort=rtp` as a host's redirect keeps it) is the path's already.
  const query = filtersQuery(view.location.search, start);
  if (query !== view.location.search)
    view.history.replaceState(view.history.state, "", `${view.location.pathname}${query}${view.location.hash}`);
  // Otherwise the form is left as it is: it holds any choice made before this code came, which the loader then hands on.
  if (!isPageOf(start, pageSort)) {
    details.open = true;
    controls.set(start);
    void show(start, false);
  }
  if (root.dataset.popular) void refreshPopular(root.dataset.popular);
}
