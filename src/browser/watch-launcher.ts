import { LOADED_ATTRIBUTE, type LauncherStatus } from "#browser/launcher-events.ts";

/** How long the launcher may take before the visitor is offered another try. */
const LAUNCHER_TIMEOUT_MS = 15_000;

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
    await fetch(new URL("/", launcher), {
      method: "HEAD",
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
      signal,
    });
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
 * Watches one attempt at loading the launcher in its frame, which must have its address. It ends in
 * `ready` once the frame has loaded and the launcher's host has answered the probe, or in `failed` as
 * soon as the probe finds the host unreachable, the browser is or goes offline (then `offline`), or after
 * the timeout; `settle` is called once. The frame's load is heard on the document, in the capture phase,
 * as the page's inline script hears it. Returns what stops watching.
 */
export function watchLauncher(
  frame: HTMLIFrameElement,
  settle: (status: Exclude<LauncherStatus, "loading">) => void,
): () => void {
  let settled = false;
  let loaded = frame.hasAttribute(LOADED_ATTRIBUTE);
  let reachable: boolean | undefined;
  const probe = new AbortController();
  const stop = () => {
    probe.abort();
    window.clearTimeout(timer);
    document.removeEventListener("load", onLoad, true);
    window.removeEventListener("offline", fail);
  };
  const end = (status: Exclude<LauncherStatus, "loading">) => {
    if (settled) return;
    settled = true;
    stop();
    settle(status);
  };
  const fail = () => end(navigator.onLine ? "failed" : "offline");
  const decide = () => {
    if (reachable === false) fail();
    else if (loaded && reachable) end("ready");
  };
  const onLoad = (event: Event) => {
    if (event.target !== frame) return;
    loaded = true;
    decide();
  };
  document.addEventListener("load", onLoad, true);
  window.addEventListener("offline", fail);
  const timer = window.setTimeout(fail, LAUNCHER_TIMEOUT_MS);
  if (!navigator.onLine) fail();
  else
    void hostAnswers(frame.dataset.src ?? frame.src, probe.signal).then((answers) => {
      if (probe.signal.aborted) return;
      reachable = answers;
      decide();
    });
  return stop;
}
