import { type RefObject, useCallback, useEffect, useState } from "react";

/** Where the game is shown: in the page, in the browser's full screen, or covering the viewport. */
export type PlayerView = "page" | "fullscreen" | "covering";

/** Marks the history entry pushed on entering the covering view, so Back leaves that view, not the page. */
const COVERING_STATE = "game-covering";

/** Where the browser allows it (Android), a game made for landscape screens turns the phone's screen for it. */
function lockLandscape() {
  // Not in every browser's types, nor in every browser: desktops and iPhones have none, or reject.
  const orientation = screen.orientation as ScreenOrientation & { lock?: (to: string) => Promise<void> };
  orientation?.lock?.("landscape").catch(() => {});
}

function unlockOrientation() {
  try {
    screen.orientation?.unlock();
  } catch {
    // Nothing was locked.
  }
}

/** Everything of the page beside the box and its ancestors: the keyboard must not reach what the box covers. */
function besideBox(box: HTMLElement): Element[] {
  const others: Element[] = [];
  for (let node: Element | null = box; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) if (sibling !== node) others.push(sibling);
  }
  return others;
}

/** Back to the entry the covering view pushed: popstate then returns the box to the page. */
function leaveCovering(setView: (view: PlayerView) => void) {
  if (history.state?.[COVERING_STATE]) history.back();
  else setView("page");
}

/**
 * Full screen for the game's box: the Fullscreen API and a landscape lock where the browser has them,
 * otherwise the box covers the viewport, which the close control, Escape and the browser's Back leave
 * (a history entry is pushed on entering it). Neither moves the box or its frame in the document, which
 * would reload the game.
 */
export function useFullScreen(boxRef: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<PlayerView>("page");

  useEffect(() => {
    const onChange = () => {
      const inFullScreen = document.fullscreenElement !== null && document.fullscreenElement === boxRef.current;
      if (!inFullScreen) unlockOrientation();
      setView((current) => (inFullScreen ? "fullscreen" : current === "fullscreen" ? "page" : current));
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [boxRef]);

  useEffect(() => {
    const box = boxRef.current;
    if (view !== "covering" || !box) return;
    const onPopState = () => setView("page");
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && leaveCovering(setView);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("keydown", onKeyDown);
    // The page under the box keeps its scroll position and its controls stay out of the keyboard's reach.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const hidden = besideBox(box).filter((element) => !element.hasAttribute("inert"));
    for (const element of hidden) element.setAttribute("inert", "");
    return () => {
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = overflow;
      for (const element of hidden) element.removeAttribute("inert");
    };
  }, [boxRef, view]);

  const enter = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    const cover = () => {
      history.pushState({ [COVERING_STATE]: true }, "");
      setView("covering");
    };
    if (document.fullscreenEnabled && typeof box.requestFullscreen === "function")
      box.requestFullscreen().then(lockLandscape, cover);
    else cover();
  }, [boxRef]);

  const leave = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else leaveCovering(setView);
  }, []);

  return { view, enter, leave };
}
