import { type RefObject, useEffect, useState } from "react";

export type LauncherStatus = "loading" | "ready" | "failed";

/** How long the launcher may take before the visitor is offered another try. */
const LAUNCHER_TIMEOUT_MS = 15_000;

/**
 * Set on the launcher's frame by the game page's inline script when the frame has loaded: the frame
 * is in the prerendered HTML, so it may finish before the player hydrates and could listen.
 */
export const LOADED_ATTRIBUTE = "data-loaded";

/**
 * Tracks one attempt at loading the launcher in its frame, from the frame's own load event: the
 * launcher's address is requested once, by the frame, never probed again. Loading ends in `ready`
 * at the load event or in `failed` after the timeout, and neither is undone by what comes later.
 */
export function useLauncherStatus(frameRef: RefObject<HTMLIFrameElement | null>, attempt: number): LauncherStatus {
  const [state, setState] = useState({ attempt, status: "loading" as LauncherStatus });
  // A new attempt starts in the loading state.
  if (state.attempt !== attempt) setState({ attempt, status: "loading" });

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const settle = (status: LauncherStatus) =>
      setState((current) => (current.attempt === attempt && current.status === "loading" ? { attempt, status } : current));
    const onLoad = () => settle("ready");
    if (frame.hasAttribute(LOADED_ATTRIBUTE)) onLoad();
    frame.addEventListener("load", onLoad);
    let timer: number | undefined;
    const startTimer = () => (timer = window.setTimeout(() => settle("failed"), LAUNCHER_TIMEOUT_MS));
    // A frame behind the age gate has no address yet: its time starts when the gate gives it one.
    if (frame.getAttribute("src")) startTimer();
    else frame.addEventListener("launcher-start", startTimer, { once: true });
    return () => {
      window.clearTimeout(timer);
      frame.removeEventListener("load", onLoad);
      frame.removeEventListener("launcher-start", startTimer);
    };
  }, [frameRef, attempt]);

  return state.attempt === attempt ? state.status : "loading";
}
