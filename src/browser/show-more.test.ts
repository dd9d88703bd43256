import { afterEach, describe, expect, it, vi } from "vitest";
import { CARDS_ADDED } from "#browser/favourites.ts";
import { CHOICE_CHANGED } from "#shared/lobby-choice.ts";
import { answerPress, initShowMore } from "#browser/show-more.ts";

const card = (slug: string) => `<li data-game="${slug}"><h3><a href="/games/${slug}">${slug}</a></h3></li>`;
const pagination = (current: number, next?: number) =>
  `<nav data-pagination><a href="/games" ${current === 1 ? 'aria-current="page"' : ""}>1</a><a href="/games/page/2" ${current === 2 ? 'aria-current="page"' : ""}>2</a>${next ? `<a href="/games/page/${next}" rel="next">Next page</a>` : ""}</nav>`;
const listing = (cards: string[], current: number, next?: number) => `
  <ul data-games-list>${cards.map(card).join("")}</ul>
  <div data-show-more data-added-one="1 more game shown" data-added-many="{count} more games shown">
    <button type="button" hidden>Show more games</button>
    <p role="status"></p>
  </div>
  ${pagination(current, next)}`;

afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("Show more games", () => {
  it("shows its button, adds the next page's cards, focuses the first, says how many, names the page in the address, and goes on the last page", async () => {
    history.replaceState(null, "", "/games");
    document.body.innerHTML = listing(["a", "b"], 1, 2);
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        async () => new Response(`<!doctype html><title>All games, page 2</title><body>${listing(["c"], 2)}</body>`),
      );
    const added = vi.fn();
    document.addEventListener(CARDS_ADDED, added);
    const root = document.querySelector<HTMLElement>("[data-show-more]") as HTMLElement;
    initShowMore(root);
    const button = root.querySelector("button") as HTMLButtonElement;
    expect(button.hidden).toBe(false);

    button.click();
    await vi.waitFor(() => expect(document.querySelectorAll("[data-games-list] > li")).toHaveLength(3));
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      `${location.origin}/games/page/2`,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(document.activeElement).toBe(document.querySelector('a[href="/games/c"]'));
    expect(root.querySelector('[role="status"]')?.textContent).toBe("1 more game shown");
    expect(location.pathname).toBe("/games/page/2");
    expect(document.title).toBe("All games, page 2");
    expect(document.querySelector('[data-pagination] [aria-current="page"]')?.textContent).toBe("2");
    expect(added).toHaveBeenCalledOnce();
    expect(button.hidden).toBe(true);
    document.removeEventListener(CARDS_ADDED, added);
  });

  it("drops a page still on its way when a choice of the filters replaces the list, and leaves the address to them", async () => {
    history.replaceState(null, "", "/games?volatility=high");
    document.body.innerHTML = listing(["a"], 1, 2);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation((_, init) => {
      const signal = init?.signal;
      return new Promise<Response>((resolve, reject) => {
        answer = resolve;
        signal?.addEventListener("abort", () => reject(signal.reason));
      });
    });
    const root = document.querySelector<HTMLElement>("[data-show-more]") as HTMLElement;
    initShowMore(root);
    root.querySelector("button")?.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    document.dispatchEvent(new CustomEvent(CHOICE_CHANGED));
    expect(signal?.aborted).toBe(true);
    answer(new Response(`<!doctype html><title>All games, page 2</title><body>${listing(["c"], 2)}</body>`));
    await vi.waitFor(() => expect(root.querySelector("button")?.hasAttribute("aria-disabled")).toBe(false));
    expect(document.querySelectorAll("[data-games-list] > li")).toHaveLength(1);
    expect(location.pathname + location.search).toBe("/games?volatility=high");
    expect(document.querySelector('[data-pagination] [aria-current="page"]')?.textContent).toBe("1");
  });

  it("keeps the button for another try where the page does not come", async () => {
    document.body.innerHTML = listing(["a"], 1, 2);
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("", { status: 503 }));
    const root = document.querySelector<HTMLElement>("[data-show-more]") as HTMLElement;
    initShowMore(root);
    root.querySelector("button")?.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await vi.waitFor(() => expect(root.querySelector("button")?.hasAttribute("aria-disabled")).toBe(false));
    expect(root.querySelector("button")?.hidden).toBe(false);
    expect(document.querySelectorAll("[data-games-list] > li")).toHaveLength(1);
    expect(location.pathname).toBe("/");
  });
});

describe("a press whose code came late", () => {
  it("is answered on the listing it was made on, and dropped once the visitor chose a filter or an order, or left the address", () => {
    history.replaceState(null, "", "/games");
    document.body.innerHTML = `${listing(["a"], 1, 2)}<form data-lobby-filters><input type="checkbox" name="volatility" value="high"><select name="sort"><option value=""></option><option value="rtp"></option></select></form>`;
    const root = document.querySelector<HTMLElement>("[data-show-more]") as HTMLElement;
    const pressed = vi.fn();
    root.querySelector("button")?.addEventListener("click", pressed);

    answerPress(root, location.href);
    expect(pressed).toHaveBeenCalledOnce();

    const checkbox = document.querySelector<HTMLInputElement>("[data-lobby-filters] input") as HTMLInputElement;
    checkbox.checked = true;
    answerPress(root, location.href);
    checkbox.checked = false;
    (document.querySelector("[data-lobby-filters] select") as HTMLSelectElement).value = "rtp";
    answerPress(root, location.href);
    (document.querySelector("[data-lobby-filters] select") as HTMLSelectElement).value = "";
    answerPress(root, `${location.origin}/games/slots`);
    expect(pressed).toHaveBeenCalledOnce();
  });
});
