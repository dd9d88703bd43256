// A listing's filters by the facts (src/components/lobby-filters.tsx): shows the form, loads its data and the site's
// cards when the visitor first opens or uses it, and on each choice shows the cards of the whole listing's matching
// games in place of the page's (the pagination and `Show more games` give way), the counts under the other groups'
// choice, the number found in the live region, and the choice in the address (a new history entry, so Back returns
// to the previous choice). An address with a choice in its query opens with it.

import { CARDS_ADDED } from "./favourites";
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

/**
 * The site's cards, A to Z, as [slug, HTML] rows (CARDS_PATH): from their script, run once, unless the favourites'
 * have already had them. Not favourites.ts's own loader: imported, it would make that script a chunk shared with the
 * game pages', and change the pages of a site without a lobby.
 */
function siteCards(doc: Document, address: string): Promise<[string, string][]> {
  if (globalThis.lobbyCards) return Promise.resolve(globalThis.lobbyCards);
  return new Promise((resolve, reject) => {
    const script = Object.assign(doc.createElement("script"), { src: address, async: true });
    script.addEventListener("load", () => (globalThis.lobbyCards ? resolve(globalThis.lobbyCards) : reject(new Error(`${address} gave no cards`))));
    script.addEventListener("error", () => reject(new Error(`${address} did not load`)));
    doc.head.append(script);
  });
}

type Loaded = {
  columns: FilterColumns;
  rows: number[];
  values: FilterValues;
  cards: [string, string][];
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
  // The page's own cards while a choice shows others: put back when the choice is cleared.
  let pageCards: Element[] | undefined;
  // Each showing's number: one that waited for the data gives way to a later one.
  let showing = 0;

  const load = () =>
    (loading ??= Promise.all([
      fetch(filters).then((response) => {
        if (!response.ok) throw new Error(`${filters}: ${response.status}`);
        return response.json() as Promise<FilterData>;
      }),
      siteCards(doc, cards),
    ]).then(
      ([data, siteCards]) => ({
        ...decode(data, listing),
        values: data.values,
        cards: siteCards,
      }),
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

  /** The cards of `games` from `from`, a batch of them: from the first screen on, laid out only as they near the viewport. */
  const cardsOf = (data: Loaded, games: number[], from: number) => {
    const template = doc.createElement("template");
    template.innerHTML = games
      .slice(from, from + BATCH)
      .map((game) => data.cards[game]?.[1] ?? "")
      .join("");
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
      pageCards ??= [...list.children];
      list.replaceChildren(cardsOf(data, games, 0));
      for (const other of others) other.hidden = true;
      status.textContent = foundText(games.length);
      // The rest a batch a task, each once the last has been shown, unless another choice has come since.
      const addFrom = (from: number) => {
        if (mine !== showing || from >= games.length) return;
        list.append(cardsOf(data, games, from));
        doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
        view.setTimeout(() => addFrom(from + BATCH));
      };
      view.setTimeout(() => addFrom(BATCH));
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
