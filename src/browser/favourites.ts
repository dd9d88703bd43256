// Favourite games, kept in this browser only: the toggles on game pages and lobby cards, and on the lobby the
// "Your favourites" section: copies of the page's own cards where every favourite is one, else the site's cards of
// the favourites' shards (the section's `data-cards`, src/shared/site-cards.ts), asked for only then, unless the
// lobby's head has already had them.
import type { CardRow } from "#shared/site-cards.ts";

export const FAVOURITES_KEY = "favourite-games";
/** What src/browser/show-more.ts tells the toggles when it has added cards to the list: a lobby's every page loads this script, not that one. */
export const CARDS_ADDED = "lobby:cards-added";
const TOGGLE = "button[data-favourite]";
// Attributes that name an element by id: in a copy of a card, they must name the copy's own elements.
const REFERENCES = ["for", "aria-labelledby", "aria-describedby", "aria-controls"];

/**
 * The stored slugs: none where nothing or anything else is stored, undefined where storage is refused (Safari's
 * private mode, storage disabled).
 */
function stored(): string[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? "[]");
  } catch (error) {
    if (!(error instanceof SyntaxError)) return undefined;
  }
  return Array.isArray(value) ? value.filter((slug) => typeof slug === "string") : [];
}

/** A card of the A–Z list for the favourites section, with ids of its own so that none is on the page twice. */
function copy(item: Element) {
  const clone = item.cloneNode(true) as Element;
  const elements = [clone, ...clone.querySelectorAll("*")];
  const ids = new Set(elements.map((element) => element.id).filter(Boolean));
  for (const element of elements) {
    if (element.id) element.id += "-favourite";
    for (const name of REFERENCES) {
      const value = element.getAttribute(name);
      if (value)
        element.setAttribute(
          name,
          value
            .split(/\s+/)
            .map((id) => (ids.has(id) ? `${id}-favourite` : id))
            .join(" "),
        );
    }
  }
  return clone;
}

export function initFavourites(doc: Document = document) {
  let favourites = new Set(stored());
  const section = doc.querySelector<HTMLElement>("[data-favourites]");
  const list = section?.querySelector("[data-favourites-list]");
  const games = doc.querySelector("[data-games-list]");
  const address = section?.dataset.cards;
  // Imported only when first needed: the game pages' toggles never need it.
  let cardsOf: Promise<(slugs: Iterable<string>) => Promise<CardRow[]>> | undefined;
  // Each showing's number: a showing that waited for the site's cards gives way to a later one.
  let showing = 0;

  function setToggles() {
    // Invisible in the HTML until this mark (without this script, a button that does nothing): one attribute
    // for the whole page, and each toggle touched only where its state changes, since a lobby has hundreds.
    doc.documentElement.dataset.favouritesReady = "";
    for (const toggle of doc.querySelectorAll<HTMLElement>(TOGGLE)) {
      const pressed = String(favourites.has(toggle.dataset.favourite ?? ""));
      if (toggle.getAttribute("aria-pressed") !== pressed) toggle.setAttribute("aria-pressed", pressed);
    }
  }

  function fill(shown: Element[]) {
    if (!section || !list) return;
    list.replaceChildren(...shown);
    setToggles();
    section.hidden = !shown.length;
  }

  /**
   * Sets the toggles, and shows the favourites' cards A to Z: at once, copies of the page's own, where the page has
   * them all; else once the site's cards have come (the promise).
   */
  function show(): Promise<void> | undefined {
    setToggles();
    if (!section || !list) return undefined;
    const mine = ++showing;
    // The A–Z list's own order, and its cards with the toggles just set.
    const own = [...(games?.querySelectorAll<HTMLElement>("[data-game]") ?? [])].filter((card) =>
      favourites.has(card.dataset.game ?? ""),
    );
    if (own.length === favourites.size || !address) return void fill(own.map(copy));
    cardsOf ??= import("#shared/site-cards.ts").then(
      ({ siteCards, shardOf }) => {
        const load = siteCards(doc, address);
        return (slugs: Iterable<string>) => load([...slugs].map(shardOf));
      },
      (error: unknown) => {
        cardsOf = undefined;
        throw error;
      },
    );
    return cardsOf
      .then((load) => load(favourites))
      .then(
        (rows) => {
          if (mine !== showing) return;
          const template = doc.createElement("template");
          template.innerHTML = rows.flatMap(([slug, card]) => (favourites.has(slug) ? [card] : [])).join("");
          fill([...template.content.children]);
        },
        () => {
          // Offline, say: the page's own favourites, and another try at the next change.
          if (mine === showing) fill(own.map(copy));
        },
      );
  }

  // On the document, so the toggles of copies made later work too.
  doc.addEventListener("click", (event) => {
    const toggle = event.target instanceof Element && event.target.closest<HTMLElement>(TOGGLE);
    const slug = toggle && toggle.dataset.favourite;
    if (!slug) return;
    if (!favourites.delete(slug)) favourites.add(slug);
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify([...favourites]));
    } catch {
      // Storage refused: the favourites last for this page view.
    }
    // A toggle pressed in the favourites section has just gone with its card: its twin in the A–Z list, now showing
    // the new state, keeps the focus from falling back to the start of the page; where the page has no twin, the
    // section's heading, or the list's once the section has gone.
    const keepFocus = () => {
      if (toggle.isConnected) return;
      const twin = [...(games?.querySelectorAll<HTMLElement>(TOGGLE) ?? [])].find(
        (other) => other.dataset.favourite === slug,
      );
      (twin ?? doc.getElementById(section?.hidden ? "games-heading" : "favourites-heading"))?.focus();
    };
    const shown = show();
    if (shown) void shown.then(keepFocus);
    else keepFocus();
  });
  // Cards added to the list (src/browser/show-more.ts) come with their toggles unset.
  doc.addEventListener(CARDS_ADDED, setToggles);
  // Back from a game page whose favourite changed, the lobby may come from the back/forward cache as it was.
  // (Where storage is refused, the page keeps the favourites it had.)
  doc.defaultView?.addEventListener("pageshow", (event) => {
    const now = stored();
    if (!event.persisted || !now) return;
    favourites = new Set(now);
    void show();
  });
  return show();
}
