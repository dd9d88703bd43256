import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
  document.body.innerHTML = "";
});

describe("local-dates", () => {
  it("replaces the build's date and year with the visitor's, in the page's language", async () => {
    document.documentElement.lang = "en";
    document.body.innerHTML = `<time data-today datetime="2026-01-15">January 15, 2026</time><span data-current-year>2026</span>`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2031, 11, 31, 23, 30));
    await import("#browser/local-dates.ts");
    const time = document.querySelector("time");
    expect(time?.textContent).toBe("December 31, 2031");
    expect(time?.dateTime).toBe("2031-12-31");
    expect(document.querySelector("[data-current-year]")?.textContent).toBe("2031");
  });

  it("writes a Finnish page's date in Finnish", async () => {
    document.documentElement.lang = "fi";
    document.body.innerHTML = `<time data-today datetime="2026-01-15">15. tammikuuta 2026</time>`;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
    await import("#browser/local-dates.ts");
    expect(document.querySelector("time")?.textContent).toBe("22. marraskuuta 2026");
  });
});
