import { describe, expect, it } from "vitest";
import { routesFromHtmlFiles } from "./hosting-rules.ts";

describe("routesFromHtmlFiles", () => {
  it("gives the canonical path of every prerendered page, without the 404 page or other HTML", () => {
    const files = [
      "/index.html",
      "/contact/index.html",
      "/games/moon-princess/index.html",
      "/404/index.html",
      "/404.html",
      "/__spa-fallback.html",
    ];
    expect(routesFromHtmlFiles(files)).toEqual(["/", "/contact", "/games/moon-princess"]);
  });
});
