import { type RefObject, useEffect, useState } from "react";
import { type LauncherStatus, START_EVENT, STATUS_ATTRIBUTE, STATUS_EVENT } from "~/scripts/launcher-events";

type Settled = Exclude<LauncherStatus, "loading">;

/**
 * Follows one attempt at loading the launcher in its frame, as the game page's script reports it
 * (launcher-events.ts): that script watches the page's own frame from the start, since the player may
 * hydrate long after the attempt has ended, and each new frame the player asks it to. An attempt ends in
 * `ready` or a failure, which is not undone by what comes later.
 */
export function useLauncherStatus(frameRef: RefObject<HTMLIFrameElement | null>, attempt: number): LauncherStatus {
  const [state, setState] = useState({ attempt, status: "loading" as LauncherStatus });
  // A new attempt starts in the loading state.
  if (state.attempt !== attempt) setState({ attempt, status: "loading" });

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const read = () => {
      const status = frame.getAttribute(STATUS_ATTRIBUTE) as Settled | null;
      if (status) setState((current) => (current.attempt === attempt && current.status === "loading" ? { attempt, status } : current));
    };
    frame.addEventListener(STATUS_EVENT, read);
    // Another try is a new frame, with its address: the page's script watches it from now on.
    if (attempt > 0) frame.dispatchEvent(new Event(START_EVENT));
    read();
    return () => frame.removeEventListener(STATUS_EVENT, read);
  }, [frameRef, attempt]);

  return state.attempt === attempt ? state.status : "loading";
}
