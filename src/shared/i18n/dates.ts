/** A day as `YYYY-MM-DD`, in the local time of whoever runs the code: the build machine, then the visitor's browser. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `2026-11-22` as a reader of `language` writes it: `November 22, 2026` in English, `22. marraskuuta 2026`
 * in Finnish, whatever the time zone or locale of the machine.
 */
export function formatLongDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
