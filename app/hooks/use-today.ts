import { useSyncExternalStore } from "react";

/** A day as `YYYY-MM-DD`: a string, so React can compare snapshots by value. */
export type Day = string;

const noSubscription = () => () => {};

function localDay(): Day {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const buildDay: Day = __BUILD_DATE__.slice(0, 10);

/**
 * The visitor's current date. The prerendered HTML, and hydration, use the build date so the
 * markup matches; React then re-renders with the visitor's own date.
 */
export function useToday(): Day {
  return useSyncExternalStore(noSubscription, localDay, () => buildDay);
}

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** `2026-11-22` → `November 22, 2026`. */
export function formatLongDate(day: Day): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return longDate.format(Date.UTC(year, month - 1, date));
}
