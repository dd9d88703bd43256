/** A day as `YYYY-MM-DD`, in the local time of whoever runs the code: the build machine, then the visitor's browser. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Written out rather than asked of Intl: the first Intl formatter a page creates loads locale data,
// a long task on a slow phone for a date that is always in English.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** `2026-11-22` → `November 22, 2026`, whatever the time zone or locale of the machine. */
export function formatLongDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}
