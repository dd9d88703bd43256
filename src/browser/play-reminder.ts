import { START_EVENT, STOP_EVENT } from "#browser/launcher-events.ts";
import { PLAY_TIME_KEY } from "#shared/play-storage.ts";
import { type DurationWords, playedFor } from "#shared/play-time.ts";

/**
 * The play-time reminder of a game page (play-reminder.astro). Play time starts when the tab's first game
 * starts and runs by the wall clock across the game pages of the tab: the start and the next reminder's time
 * are kept in sessionStorage, written when that game starts (or, if it started while the page was still being
 * painted, when this script runs just after) and never reset by the next page. The reminder
 * waits for the game of this page to start, then opens when the time comes; a timer of a background tab may
 * fire late, so the time is checked again when the tab comes back into view.
 */

type PlayTime = { start: number; next: number };

const MINUTE = 60_000;
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-play-reminder]");

/** The tab's play time, if a game has started in it. A browser that blocks this site's storage throws on any access. */
function read(): PlayTime | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PLAY_TIME_KEY) ?? "null");
    const { start, next } = (value ?? {}) as Partial<PlayTime>;
    return typeof start === "number" && typeof next === "number" ? { start, next } : null;
  } catch {
    return null;
  }
}

function keep(play: PlayTime) {
  try {
    sessionStorage.setItem(PLAY_TIME_KEY, JSON.stringify(play));
  } catch {
    // A browser that keeps nothing for this site: the reminder still comes on this page, from its own start.
  }
}

if (dialog) {
  const every = Number(dialog.dataset.minutes) * MINUTE;
  const words = JSON.parse(dialog.dataset.words ?? "{}") as DurationWords;
  const locale = document.documentElement.lang;
  const heading = dialog.querySelector("h2");
  const now = dialog.querySelector("time");
  // This page's own copy, for a browser whose storage is blocked.
  let play: PlayTime | null = null;
  let timer: number | undefined;
  let clock: number | undefined;

  const showTime = () => {
    if (!now) return;
    const time = new Date();
    now.dateTime = time.toISOString();
    now.textContent = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(time);
  };

  const check = () => {
    window.clearTimeout(timer);
    play = read() ?? play;
    // Nothing to remind of once the page's game has stopped: a break that starts removes its frame.
    if (!play || dialog.open || !document.querySelector("iframe[data-launcher][src]")) return;
    const wait = play.next - Date.now();
    if (wait > 0) {
      timer = window.setTimeout(check, wait);
      return;
    }
    if (heading) heading.textContent = playedFor((Date.now() - play.start) / MINUTE, words, locale);
    showTime();
    clock = window.setInterval(showTime, 15_000);
    dialog.showModal();
  };

  // The game of this page has started: the tab's play time starts with it, unless an earlier game started it.
  const arm = () => {
    // One reading of the clock: the first reminder comes exactly `every` after the start, not a millisecond later.
    const start = Date.now();
    if (!read()) keep((play = { start, next: start + every }));
    check();
  };

  // Keep playing, or Escape: the next reminder after as many minutes again.
  dialog.addEventListener("close", () => {
    window.clearInterval(clock);
    const current = read() ?? play;
    if (current) keep((play = { ...current, next: Date.now() + every }));
    check();
  });
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && play && check());
  document.addEventListener(START_EVENT, arm, true);
  // A break has stopped the game (the gate removed its frame): an open reminder goes with it.
  document.addEventListener(STOP_EVENT, () => dialog.close());
  // The gate may have added the frame while the page was being read, or the frame was in the HTML.
  if (document.querySelector("iframe[data-launcher][src]")) arm();
}
