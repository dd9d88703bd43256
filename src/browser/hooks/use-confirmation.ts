import { useEffect, useState } from "react";
import { track } from "#browser/track.ts";

const CONFIRMATION_MS = 5000;

/** The contact form's confirmation: shown when a message is received, for a few seconds, the form emptied. */
export function useConfirmation() {
  // Counts confirmations, so that each new one restarts the timer.
  const [count, setCount] = useState(0);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    if (count === 0) return;
    const timer = window.setTimeout(() => setConfirmed(false), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [count]);

  return {
    confirmed,
    confirm(form: HTMLFormElement) {
      track("contact_sent");
      form.reset();
      setConfirmed(true);
      setCount((previous) => previous + 1);
    },
    dismiss: () => setConfirmed(false),
  };
}
