import { describe, expect, it } from "vitest";
import { formatLongDate, isoDay } from "#shared/i18n/dates.ts";

describe("dates", () => {
  it.each([
    ["2026-11-22", "en", "November 22, 2026"],
    ["2027-01-05", "en", "January 5, 2027"],
    ["2031-12-31", "en", "December 31, 2031"],
    ["2026-11-22", "fi", "22. marraskuuta 2026"],
    ["2027-01-05", "fi", "5. tammikuuta 2027"],
  ])("writes %s in %s as %s", (day, language, text) => {
    expect(formatLongDate(day, language)).toBe(text);
  });

  it("reads a day in local time", () => {
    expect(isoDay(new Date(2027, 2, 5, 23, 59))).toBe("2027-03-05");
  });
});
