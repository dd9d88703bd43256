// The prerendered pages carry the build date; the visitor's own clock decides what today is.
import { formatLongDate, isoDay } from "~/dates";

const today = isoDay(new Date());
for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-today]")) {
  time.dateTime = today;
  time.textContent = formatLongDate(today);
}
for (const year of document.querySelectorAll("[data-current-year]")) year.textContent = today.slice(0, 4);
