import { useEffect, useState } from "react";

export type LauncherStatus = "loading" | "ready" | "failed";

/** How long the launcher may take before the visitor is offered another try. */
export const LAUNCHER_TIMEOUT_MS = 15_000;

/**
 * Tracks one attempt at loading the launcher in a frame. A cross-origin frame fires `load` even
 * for the browser's own error page, so a no-cors probe of the same address is what reveals a
 * network failure, and it wins over a `load` that came first.
 */
export function useLauncherStatus(url: string, attempt: number) {
  const [state, setState] = useState({ attempt, status: "loading" as LauncherStatus });
  // A new attempt starts in the loading state.
  if (state.attempt !== attempt) setState({ attempt, status: "loading" });
  const status = state.attempt === attempt ? state.status : "loading";

  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((current) => (current.attempt === attempt && current.status === "loading" ? { attempt, status: "failed" } : current)),
      LAUNCHER_TIMEOUT_MS,
    );
    const probe = new AbortController();
    fetch(url, { mode: "no-cors", cache: "no-store", signal: probe.signal }).catch(() => {
      if (!probe.signal.aborted) setState({ attempt, status: "failed" });
    });
    return () => {
      window.clearTimeout(timer);
      probe.abort();
    };
  }, [url, attempt]);

  const markReady = () =>
    setState((current) => (current.attempt === attempt && current.status === "failed" ? current : { attempt, status: "ready" }));
  return { status, markReady };
}
