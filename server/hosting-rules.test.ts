import { describe, expect, it } from "vitest";
import { routesFromHtmlFiles } from "./hosting-rules.ts";

describe("routesFromHtmlFiles", () => {
  it("gives the canonical path of every prerendered page, without the 404 and 500 pages", () => {
    const files = ["/index.html", "/contact.html", "/games/moon-princess.html", "/404.html", "/500.html"];
    expect(routesFromHtmlFiles(files)).toEqual(["/", "/contact", "/games/moon-princess"]);
  });
});
