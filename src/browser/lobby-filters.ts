// A listing's filters and orders by the facts (src/ui/components/lobby-filters.tsx), loaded when the visitor first opens
// or uses the form (src/ui/components/lobby-filters-script.astro, which shows it): loads the form's data, and on each
// choice shows the cards of the whole listing's matching games, in the order chosen, in place of the page's (the
// pagination and `Show more games` give way), the counts under the other groups' choice, the number found and the
// order in the live region (the order in the list's heading too), and the choice in the address (a new history entry,
// so Back returns to the previous choice). An address with a choice in its query opens with it. The cards at hand
// (the page's own, and those of shards loaded before) show at once; the others come from their shards of the site's
// cards (src/shared/site-cards.ts), the first 60 at once and the next 60 each time the list's end nears the viewport.

import { CARDS_ADDED } from "#browser/favourites.ts";
import { siteCards } from "#shared/site-cards.ts";
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
  decode,
  filterGames,
  isEmpty,
  parseChoice,
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
  /** Each game's card's shard, by the game's place in the site's A to Z list. */
  shards: readonly string[];
};

export function initLobbyFilters(root: HTMLElement, doc: Document = document) {
  const view = doc.defaultView;
  const details = root.querySelector("details");
  const form = root.querySelector("form");
  const status = root.querySelector('[role="status"]');
  const list = doc.querySelector("[data-games-list]");
  const { listing = "all", filters = "", cards = "" } = root.dataset;
  if (!view || !details || !form || !status || !list) return;
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const select = form.querySelector<HTMLSelectElement>(`select[name="${RTP}"]`);
  const order = form.querySelector<HTMLSelectElement>(`select[name="${SORT}"]`);
  const heading = doc.getElementById("games-heading");
  const listHeading = heading?.textContent ?? "";
  // The values this listing offers: a query's others are left out.
  const offered: FilterValues = {
    volatility: boxes.filter((box) => box.name === "volatility").map((box) => box.value),
    features: boxes.filter((box) => box.name === "features").map((box) => box.value),
    themes: boxes.filter((box) => box.name === "themes").map((box) => box.value),
  };
  const sorts = [...(order?.options ?? [])].flatMap((option) => (option.value ? [option.value as Sort] : []));
  let loading: Promise<Loaded> | undefined;
  const shardCards = siteCards(doc, cards);
  // The page's own cards while a choice shows others: put back when the choice is cleared.
  let pageCards: Element[] | undefined;
  // The cards at hand by their place in the site's A to Z list: the page's own, then those of the shards loaded.
  const atHand = new Map<number, Element>();
  for (const card of list.querySelectorAll<HTMLElement>(":scope > [data-place]")) atHand.set(Number(card.dataset.place), card);
  // Watches the list's end for the next cards of a choice.
  let nearEnd: IntersectionObserver | undefined;
  // Each showing's number: one that waited for the data gives way to a later one.
  let showing = 0;

  const load = () =>
    (loading ??= fetch(filters)
      .then((response) => {
        if (!response.ok) throw new Error(`${filters}: ${response.status}`);
        return response.json() as Promise<FilterData>;
      })
      .then(
        (data) => ({ ...decode(data, listing), values: data.values, shards: data.shards }),
        (error: unknown) => {
          // Offline, or the data did not come: the next choice tries again.
          loading = undefined;
          throw error;
        },
      ));

  const chosen = (): Choice => ({
    volatility: boxes.filter((box) => box.name === "volatility" && box.checked).map((box) => box.value),
    features: boxes.filter((box) => box.name === "features" && box.checked).map((box) => box.value),
    themes: boxes.filter((box) => box.name === "themes" && box.checked).map((box) => box.value),
    rtp: Number(select?.value ?? 0),
    ...(order?.value ? { sort: order.value as Sort } : {}),
  });

  const setControls = (choice: Choice) => {
    for (const box of boxes) box.checked = (choice[box.name as (typeof GROUPS)[number]] ?? []).includes(box.value);
    if (select) select.value = choice.rtp ? String(choice.rtp) : "";
    if (order) order.value = choice.sort ?? "";
  };

  /** Puts the cards of `places` at hand, from their shards (each script loaded once): only those, since a shard holds others. */
  const fetchCards = async (data: Loaded, places: number[]) => {
    const missing = new Set(places.filter((place) => !atHand.has(place)));
    if (!missing.size) return;
    const rows = (await shardCards([...missing].flatMap((place) => data.shards[place] ?? []))).filter(([, , place]) => missing.has(place));
    const template = doc.createElement("template");
    template.innerHTML = rows.map(([, card]) => card).join("");
    for (const [at, card] of [...template.content.children].entries()) {
      const place = rows[at]?.[2];
      if (place !== undefined) atHand.set(place, card);
    }
  };

  /**
   * The cards of `places` at hand, the `from`-th of the list first: from the first screen on, laid out only as they
   * near the viewport. The cards themselves, not copies (a game is in the list once): a copy of a picture costs a
   * phone's processor its sources' sizes again.
   */
  const cardsAt = (places: number[], from: number) =>
    places.flatMap((place, at) => {
      const card = atHand.get(place);
      card?.classList.toggle(DEFERRED, from + at >= FIRST_SCREEN);
      return card ? [card] : [];
    });

  /** Calls `next` once the list's end nears the viewport. */
  const whenNearEnd = (next: () => void) => {
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
  };

  const foundText = (count: number) =>
    ((count === 0 ? root.dataset.foundNone : count === 1 ? root.dataset.foundOne : root.dataset.foundMany) ?? "").replace("{count}", String(count));

  /** What follows the list's heading and the number found while an order shows: `highest RTP first`. */
  const sortedText = (sort: Sort) => ({ rtp: root.dataset.sortedRtp, "max-win": root.dataset.sortedMaxWin, new: root.dataset.sortedNew })[sort] ?? "";

  /** Shows `choice`'s games and counts; the address gains it where `push`. */
  const show = async (choice: Choice, push: boolean) => {
    const mine = ++showing;
    doc.dispatchEvent(new CustomEvent(CHOICE_CHANGED));
    const query = writeChoice(view.location.search, choice);
    if (push && query !== view.location.search) view.history.pushState(view.history.state, "", `${view.location.pathname}${query}${view.location.hash}`);
    let data: Loaded;
    try {
      data = await load();
    } catch {
      return;
    }
    if (mine !== showing) return;
    const { games, counts } = filterGames(data.columns, data.rows, data.values, choice);
    for (const box of boxes) {
      const count = counts[box.name as (typeof GROUPS)[number]][data.values[box.name as (typeof GROUPS)[number]].indexOf(box.value)] ?? 0;
      const text = box.parentElement?.querySelector("[data-count]");
      if (text) text.textContent = `(${count})`;
    }
    if (select)
      for (const option of select.options)
        if (option.dataset.label)
          option.textContent = `${option.dataset.label} (${counts.rtp[RTP_FLOORS.indexOf(Number(option.value) as (typeof RTP_FLOORS)[number])] ?? 0})`;
    const others = doc.querySelectorAll<HTMLElement>("[data-pagination], [data-show-more]");
    nearEnd?.disconnect();
    if (isEmpty(choice)) {
      if (pageCards) {
        for (const [at, card] of pageCards.entries()) card.classList.toggle(DEFERRED, at >= FIRST_SCREEN);
        list.replaceChildren(...pageCards);
      }
      pageCards = undefined;
      for (const other of others) other.hidden = false;
      status.textContent = "";
      if (heading) heading.textContent = listHeading;
    } else {
      pageCards ??= [...list.children];
      // The first cards at hand show at once, up to the first that is not; the rest of the first 60 once their
      // shards have come, below them, so that nothing shown moves.
      const first = games.slice(0, BATCH);
      const missing = first.findIndex((place) => !atHand.has(place));
      const now = missing < 0 ? first.length : missing;
      list.replaceChildren(...cardsAt(first.slice(0, now), 0));
      for (const other of others) other.hidden = true;
      status.textContent = choice.sort ? `${foundText(games.length)}, ${sortedText(choice.sort)}` : foundText(games.length);
      if (heading) heading.textContent = choice.sort ? `${root.dataset.sortedGames ?? ""}, ${sortedText(choice.sort)}` : listHeading;
      const add = async (from: number, to: number) => {
        const places = games.slice(from, to);
        try {
          await fetchCards(data, places);
        } catch {
          // A shard did not come (offline, say): what is shown stays, and the next choice tries again.
          return;
        }
        if (mine !== showing) return;
        list.append(...cardsAt(places, from));
        doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
        if (to < games.length) whenNearEnd(() => void add(to, to + BATCH));
      };
      // Their scripts are added once the narrowed list has been painted: adding dozens of scripts takes a phone's
      // processor long enough to delay that paint.
      if (now < first.length) view.requestAnimationFrame(() => view.setTimeout(() => void add(now, BATCH)));
      else if (BATCH < games.length) whenNearEnd(() => void add(BATCH, 2 * BATCH));
    }
    doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
  };

  // The data comes as the visitor opens the form; it may be open already, the opening having brought this code.
  const prefetch = () => {
    if (details.open) void load().catch(() => undefined);
  };
  details.addEventListener("toggle", prefetch);
  prefetch();
  form.addEventListener("change", () => void show(chosen(), true));
  form.addEventListener("submit", (event) => event.preventDefault());
  root.querySelector("[data-clear-filters]")?.addEventListener("click", () => {
    setControls(NO_CHOICE);
    void show(NO_CHOICE, true);
  });
  view.addEventListener("popstate", () => {
    const choice = parseChoice(view.location.search, offered, sorts);
    setControls(choice);
    void show(choice, false);
  });

  const start = parseChoice(view.location.search, offered, sorts);
  if (!isEmpty(start)) {
    details.open = true;
    setControls(start);
    void show(start, false);
  }
}
