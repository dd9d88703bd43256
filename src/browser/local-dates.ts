// The prerendered pages carry the build date; the visitor's own clock decides what today is. The date is
// written in the page's language.
import { formatLongDate, isoDay } from "#shared/i18n/dates.ts";

const today = isoDay(new Date());
for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
  // Formatting loads the language's data: only when the day is another than the build's.
  if (time.dateTime === today) continue;
  time.dateTime = today;
  time.textContent = formatLongDate(today, document.documentElement.lang);
}
for (const year of document.querySelectorAll("[data-current-year]")) year.textContent = today.slice(0, 4);
