import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAY_TIME_KEY } from "#shared/play-storage.ts";

const MINUTE = 60_000;

afterEach(() => {
  document.body.innerHTML = "";
  sessionStorage.clear();
  vi.resetModules();
});

describe("the play-time reminder's script", () => {
  it("keeps the next reminder exactly the site's minutes after the start, however the clock moves while it writes them", async () => {
    document.body.innerHTML = `
      <dialog data-play-reminder data-minutes="60" data-words="{}"><h2></h2><time data-now></time></dialog>
      <iframe data-launcher src="https://launcher.example/game"></iframe>`;
    // A busy machine's clock: a millisecond on at every reading.
    let now = Date.parse("2026-11-26T16:00:00Z");
    vi.spyOn(Date, "now").mockImplementation(() => now++);
    // The game's frame has its address: the script starts the tab's play time as it runs.
    await import("#browser/play-reminder.ts");
    const { start, next } = JSON.parse(sessionStorage.getItem(PLAY_TIME_KEY) ?? "{}") as {
      start: number;
      next: number;
    };
    expect(next - start).toBe(60 * MINUTE);
  });
});
