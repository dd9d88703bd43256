// A listing's filters by the facts (src/components/lobby-filters.tsx): shows the form, loads its data when the
// visitor first opens or uses it, and on each choice shows the cards of the whole listing's matching games (from
// their shards of the site's cards, src/scripts/site-cards.ts, as they are shown) in place of the page's (the pagination and `Show more games` give way), the counts under the other groups'
// choice, the number found in the live region, and the choice in the address (a new history entry, so Back returns
// to the previous choice). An address with a choice in its query opens with it.

import { CARDS_ADDED } from "./favourites";
import { siteCards } from "./site-cards";
import {
  type Choice,
  type FilterColumns,
  type FilterData,
  type FilterValues,
  GROUPS,
  NO_CHOICE,
  RTP,
  RTP_FLOORS,
  decode,
  filterGames,
  isEmpty,
  parseChoice,
  writeChoice,
} from "./lobby-filter";

/**
 * Cards shown in one task: however many games match, the first of them show within a frame on a phone, and the rest
 * follow a batch a task (a choice matching hundreds of cards at once took a third of a second to paint at 4× CPU slowdown).
 */
const BATCH = 60;

/** As on the listing's own pages (lobby-page.tsx): the first cards are laid out at once, the rest as they near the viewport. */
const FIRST_SCREEN = 4;
const DEFERRED = "lobby-card-deferred";

type Loaded = {
  columns: FilterColumns;
  rows: number[];
  values: FilterValues;
  shards: Map<number, string>;
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
  // The values this listing offers: a query's others are left out.
  const offered: FilterValues = {
    volatility: boxes.filter((box) => box.name === "volatility").map((box) => box.value),
    features: boxes.filter((box) => box.name === "features").map((box) => box.value),
    themes: boxes.filter((box) => box.name === "themes").map((box) => box.value),
  };
  let loading: Promise<Loaded> | undefined;
  const shardCards = siteCards(doc, cards);
  // The page's own cards while a choice shows others: put back when the choice is cleared.
  let pageCards: Element[] | undefined;
  // Each showing's number: one that waited for the data gives way to a later one.
  let showing = 0;

  const load = () =>
    (loading ??= fetch(filters)
      .then((response) => {
        if (!response.ok) throw new Error(`${filters}: ${response.status}`);
        return response.json() as Promise<FilterData>;
      })
      .then(
        (data) => ({ ...decode(data, listing), values: data.values }),
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
  });

  const setControls = (choice: Choice) => {
    for (const box of boxes) box.checked = (choice[box.name as (typeof GROUPS)[number]] ?? []).includes(box.value);
    if (select) select.value = choice.rtp ? String(choice.rtp) : "";
  };

  /**
   * The cards of `games` from `from`, a batch of them, once their shards have come: from the first screen on, laid
   * out only as they near the viewport.
   */
  const cardsOf = async (data: Loaded, games: number[], from: number) => {
    const batch = games.slice(from, from + BATCH);
    const rows = await shardCards(batch.flatMap((game) => data.shards.get(game) ?? []));
    const byPlace = new Map(rows.map(([, card, place]) => [place, card]));
    const template = doc.createElement("template");
    template.innerHTML = batch.map((game) => byPlace.get(game) ?? "").join("");
    for (const [at, card] of [...template.content.children].entries()) if (from + at >= FIRST_SCREEN) card.classList.add(DEFERRED);
    return template.content;
  };

  const foundText = (count: number) =>
    ((count === 0 ? root.dataset.foundNone : count === 1 ? root.dataset.foundOne : root.dataset.foundMany) ?? "").replace("{count}", String(count));

  /** Shows `choice`'s games and counts; the address gains it where `push`. */
  const show = async (choice: Choice, push: boolean) => {
    const mine = ++showing;
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
    if (isEmpty(choice)) {
      if (pageCards) list.replaceChildren(...pageCards);
      pageCards = undefined;
      for (const other of others) other.hidden = false;
      status.textContent = "";
    } else {
      let first;
      try {
        first = await cardsOf(data, games, 0);
      } catch {
        // A shard did not come (offline, say): the page stays as it was, and the next choice tries again.
        return;
      }
      if (mine !== showing) return;
      pageCards ??= [...list.children];
      list.replaceChildren(first);
      for (const other of others) other.hidden = true;
      status.textContent = foundText(games.length);
      // The rest a batch a task, each once the last has been shown, unless another choice has come since.
      const addFrom = async (from: number) => {
        if (mine !== showing || from >= games.length) return;
        const more = await cardsOf(data, games, from).catch(() => undefined);
        if (!more || mine !== showing) return;
        list.append(more);
        doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
        view.setTimeout(() => void addFrom(from + BATCH));
      };
      view.setTimeout(() => void addFrom(BATCH));
    }
    doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
  };

  details.addEventListener("toggle", () => {
    if (details.open) void load().catch(() => undefined);
  });
  form.addEventListener("change", () => void show(chosen(), true));
  form.addEventListener("submit", (event) => event.preventDefault());
  root.querySelector("[data-clear-filters]")?.addEventListener("click", () => {
    setControls(NO_CHOICE);
    void show(NO_CHOICE, true);
  });
  view.addEventListener("popstate", () => {
    const choice = parseChoice(view.location.search, offered);
    setControls(choice);
    void show(choice, false);
  });

  root.hidden = false;
  const start = parseChoice(view.location.search, offered);
  if (!isEmpty(start)) {
    details.open = true;
    setControls(start);
    void show(start, false);
  }
}
