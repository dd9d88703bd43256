import { type RefObject, useEffect, useState } from "react";
import { type LauncherStatus, START_EVENT, STATUS_ATTRIBUTE, STATUS_EVENT } from "#browser/launcher-events.ts";

type Settled = Exclude<LauncherStatus, "loading">;

/**
 * Follows one attempt at loading the launcher in the frame of the player's box, as the game page's script reports
 * it (launcher-events.ts): that script watches the page's own frame from the start, since the player may hydrate
 * long after the attempt has ended, and each new frame the player asks it to. The frame is looked for in the box,
 * not held: behind the game gate the first one is the gate's, added when the visitor may play, which may come
 * after the player has hydrated. An attempt ends in `ready` or a failure, which is not undone by what comes later.
 */
export function useLauncherStatus(boxRef: RefObject<HTMLElement | null>, attempt: number): LauncherStatus {
  const [state, setState] = useState({ attempt, status: "loading" as LauncherStatus });
  // A new attempt starts in the loading state.
  if (state.attempt !== attempt) setState({ attempt, status: "loading" });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const frame = () => box.querySelector<HTMLIFrameElement>("iframe[data-launcher]");
    const read = () => {
      const status = frame()?.getAttribute(STATUS_ATTRIBUTE) as Settled | null | undefined;
      if (status)
        setState((current) =>
          current.attempt === attempt && current.status === "loading" ? { attempt, status } : current,
        );
    };
    // In the capture phase: the event does not bubble, and it comes from a frame that may not be there yet.
    box.addEventListener(STATUS_EVENT, read, true);
    // Another try is a new frame, with its address: the page's script watches it from now on.
    if (attempt > 0) frame()?.dispatchEvent(new Event(START_EVENT));
    read();
    return () => box.removeEventListener(STATUS_EVENT, read, true);
  }, [boxRef, attempt]);

  return state.attempt === attempt ? state.status : "loading";
}
