import { describe, expect, it } from "vitest";
import { formatLongDate, isoDay } from "~/dates";

describe("dates", () => {
  it.each([
    ["2026-11-22", "November 22, 2026"],
    ["2027-01-05", "January 5, 2027"],
    ["2031-12-31", "December 31, 2031"],
  ])("writes %s as %s", (day, text) => {
    expect(formatLongDate(day)).toBe(text);
  });

  it("reads a day in local time", () => {
    expect(isoDay(new Date(2027, 2, 5, 23, 59))).toBe("2027-03-05");
  });
});
