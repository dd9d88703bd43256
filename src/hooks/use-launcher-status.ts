import { type RefObject, useEffect, useState } from "react";

/** `offline`: failed while the browser was offline, which the visitor can do something about. */
export type LauncherStatus = "loading" | "ready" | "failed" | "offline";

/** How long the launcher may take before the visitor is offered another try. */
const LAUNCHER_TIMEOUT_MS = 15_000;

/**
 * Set on the launcher's frame by the game page's inline script when the frame has loaded: the frame
 * is in the prerendered HTML, so it may finish before the player hydrates and could listen.
 */
export const LOADED_ATTRIBUTE = "data-loaded";

/**
 * Whether the launcher's host answers at all. A frame fires its load event for the browser's own error
 * page too, so that event alone cannot tell a game from an unreachable host. The probe asks for the root
 * of the launcher's origin, never the launcher's address (which only the frame requests): an opaque
 * answer of any status means the host is there, a network error that it is not. A redirect to another
 * host is refused by the page's policy (connect-src allows the launcher's origin only), which also fails
 * the request: the violation it reports shows that the host did answer.
 */
async function hostAnswers(launcher: string, signal: AbortSignal): Promise<boolean> {
  let redirected = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === "connect-src") redirected = true;
  };
  document.addEventListener("securitypolicyviolation", onViolation);
  try {
    await fetch(new URL("/", launcher), { method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer", signal });
    return true;
  } catch {
    // The violation is reported in a task of its own, which may come after the failure.
    await new Promise((done) => setTimeout(done, 100));
    return redirected;
  } finally {
    document.removeEventListener("securitypolicyviolation", onViolation);
  }
}

/**
 * Tracks one attempt at loading the launcher in its frame. Loading ends in `ready` once the frame has
 * loaded and the launcher's host has answered the probe, or in `failed` as soon as the probe finds the
 * host unreachable, the browser is or goes offline (then `offline`), or after the timeout; neither is undone by what comes later.
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
    let loaded = frame.hasAttribute(LOADED_ATTRIBUTE);
    let reachable: boolean | undefined;
    const decide = () => {
      if (reachable === false) fail();
      else if (loaded && reachable) settle("ready");
    };
    const onLoad = () => {
      loaded = true;
      decide();
    };
    const fail = () => settle(navigator.onLine ? "failed" : "offline");
    const probe = new AbortController();
    let timer: number | undefined;
    const start = () => {
      window.addEventListener("offline", fail);
      if (!navigator.onLine) return fail();
      timer = window.setTimeout(fail, LAUNCHER_TIMEOUT_MS);
      void hostAnswers(frame.dataset.src ?? frame.src, probe.signal).then((answers) => {
        if (probe.signal.aborted) return;
        reachable = answers;
        decide();
      });
    };
    frame.addEventListener("load", onLoad);
    // A frame behind the age gate has no address yet: its attempt starts when the gate gives it one.
    if (frame.getAttribute("src")) start();
    else frame.addEventListener("launcher-start", start, { once: true });
    return () => {
      probe.abort();
      window.clearTimeout(timer);
      frame.removeEventListener("load", onLoad);
      window.removeEventListener("offline", fail);
      frame.removeEventListener("launcher-start", start);
    };
  }, [frameRef, attempt]);

  return state.attempt === attempt ? state.status : "loading";
}
