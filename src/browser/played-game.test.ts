import { afterEach, describe, expect, it, vi } from "vitest";
import { STATUS_ATTRIBUTE, STATUS_EVENT } from "#browser/launcher-events.ts";
import { watchPlayedGame } from "#browser/played-game.ts";
import { RECENT_KEY } from "#browser/recent-games.ts";

const stored = () => JSON.parse(localStorage.getItem(RECENT_KEY) ?? "null") as unknown;

/**
 * A game page of `moon-princess` of its own (so that no test hears another's events), its article marked as the site
 * asks, its launcher's frame `status` (none: loading), watched.
 */
function gamePage(marks: string, status?: string) {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <article data-game-page="moon-princess" ${marks}>
      <iframe data-launcher src="about:blank" ${status ? `${STATUS_ATTRIBUTE}="${status}"` : ""}></iframe>
    </article>`;
  watchPlayedGame(doc);
  return doc.querySelector("iframe") as HTMLIFrameElement;
}
const settle = (frame: HTMLIFrameElement, status: string) => {
  frame.setAttribute(STATUS_ATTRIBUTE, status);
  frame.dispatchEvent(new Event(STATUS_EVENT));
};
const sent = (beacon: ReturnType<typeof vi.fn>) =>
  beacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body)) as unknown]);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("a game played", () => {
  it("is kept and reported once its launcher has loaded, and a failure reported, nothing while it loads", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    const frame = gamePage('data-keep-played data-plays="/api/plays"');
    expect(stored()).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
    settle(frame, "failed");
    expect(stored()).toBeNull();
    settle(frame, "offline");
    settle(frame, "ready");
    expect(stored()).toEqual(["moon-princess"]);
    expect(sent(beacon)).toEqual([
      ["/api/plays", { game: "moon-princess", event: "fail" }],
      ["/api/plays", { game: "moon-princess", event: "play" }],
    ]);
  });

  it("counts a launcher that loaded before the page's script ran", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    gamePage('data-keep-played data-plays="/api/plays"', "ready");
    expect(stored()).toEqual(["moon-princess"]);
    expect(sent(beacon)).toEqual([["/api/plays", { game: "moon-princess", event: "play" }]]);
  });

  it("does only what the site asks: keeps without reporting, or reports without keeping", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    settle(gamePage("data-keep-played"), "ready");
    expect(stored()).toEqual(["moon-princess"]);
    expect(beacon).not.toHaveBeenCalled();
    localStorage.clear();
    settle(gamePage('data-plays="/api/plays"'), "ready");
    expect(stored()).toBeNull();
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
