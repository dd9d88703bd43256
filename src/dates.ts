/** A day as `YYYY-MM-DD`, in the local time of whoever runs the code: the build machine, then the visitor's browser. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** `2026-11-22` → `November 22, 2026`, whatever the time zone of the machine. */
export function formatLongDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return longDate.format(Date.UTC(year, month - 1, date));
}
