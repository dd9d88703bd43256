// A listing's `Show more games` (src/ui/components/show-more.tsx): adds the next page's cards under the ones shown,
// takes the focus to the first of them, says how many came, and puts the page just added in the address, so that a
// reload or Back from a game comes back to it. The pagination's links are the way without JavaScript, and stay. A page
// still on its way when the visitor filters or orders the listing is dropped: the list, the pagination and the address
// then say what the filters chose.

import { CARDS_ADDED } from "#browser/favourites.ts";
import { CHOICE_CHANGED } from "#shared/lobby-choice.ts";

/** The address of the next page that `page` (at `base`) links to, if any. */
function nextOf(page: ParentNode, base: string) {
  const href = page.querySelector('[data-pagination] a[rel="next"]')?.getAttribute("href");
  return href ? new URL(href, base).href : undefined;
}

/** The text of `count` cards added, from the region's own texts: `{count}` stands for the number. */
function addedText(root: HTMLElement, count: number) {
  return ((count === 1 ? root.dataset.addedOne : root.dataset.addedMany) ?? "").replace("{count}", String(count));
}

/**
 * Answers the press that brought this code, made on the page at `pressedOn`, unless the visitor has since chosen a
 * filter or an order (the form holds a choice) or moved to another address: the page it asked for is then no longer
 * the listing they see, and adding it would undo their choice.
 */
export function answerPress(root: HTMLElement, pressedOn: string, doc: Document = document) {
  const controls = [
    ...doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      "[data-lobby-filters] input, [data-lobby-filters] select",
    ),
  ];
  const chosen = controls.some((control) =>
    control instanceof HTMLInputElement && control.type === "checkbox" ? control.checked : control.value !== "",
  );
  if (!chosen && doc.URL === pressedOn) root.querySelector("button")?.click();
}

export function initShowMore(root: HTMLElement, doc: Document = document) {
  const button = root.querySelector("button");
  const status = root.querySelector('[role="status"]');
  const list = doc.querySelector("[data-games-list]");
  let next = nextOf(doc, doc.URL);
  if (!button || !status || !list || !next) return;
  let busy = false;
  let request: AbortController | undefined;
  doc.addEventListener(CHOICE_CHANGED, () => request?.abort());

  button.addEventListener("click", async () => {
    if (busy || !next) return;
    busy = true;
    button.setAttribute("aria-disabled", "true");
    request = new AbortController();
    try {
      const address = next;
      const response = await fetch(address, { signal: request.signal });
      if (!response.ok) throw new Error(`${address}: ${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      // A choice made while the page came, after its answer had begun: the signal stops the rest, not this.
      if (request.signal.aborted) return;
      const cards = [...page.querySelectorAll("[data-games-list] > li")].map((card) => doc.importNode(card, true));
      list.append(...cards);
      // The links and the address name the page just added, as a reload of it would show them.
      const pagination = page.querySelector("[data-pagination]");
      if (pagination) doc.querySelector("[data-pagination]")?.replaceWith(doc.importNode(pagination, true));
      doc.defaultView?.history.replaceState(doc.defaultView.history.state, "", address);
      doc.title = page.title;
      doc.dispatchEvent(new CustomEvent(CARDS_ADDED));
      next = nextOf(page, address);
      if (!next) button.hidden = true;
      cards[0]?.querySelector("a")?.focus();
      status.textContent = addedText(root, cards.length);
    } catch {
      // Offline, the page did not come, or a choice dropped it: the button stays for another try, and the
      // pagination's links still work.
    } finally {
      busy = false;
      button.removeAttribute("aria-disabled");
    }
  });
  button.hidden = false;
}
