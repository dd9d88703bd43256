import { describe, expect, it } from "vitest";
import {
  errorPageFor,
  isHiddenFile,
  languageFoldersOf,
  pagesOf,
  redirectSources,
} from "#server/hosting/route-table.ts";

describe("pagesOf", () => {
  it("gives the canonical path of every prerendered page with its file, without the 404 and 500 pages", () => {
    const files = [
      "/index.html",
      "/contact.html",
      "/games/moon-princess.html",
      "/404.html",
      "/500.html",
      "/en.html",
      "/en/404.html",
      "/en/500.html",
    ];
    expect(pagesOf(files)).toEqual([
      { path: "/", file: "/index.html" },
      { path: "/contact", file: "/contact.html" },
      { path: "/en", file: "/en.html" },
      { path: "/games/moon-princess", file: "/games/moon-princess.html" },
    ]);
  });
});

describe("error pages", () => {
  it("finds the folders of the other languages from their own 404 pages, and gives each path its language's", () => {
    const folders = languageFoldersOf(["/index.html", "/404.html", "/en.html", "/en/404.html", "/en/500.html"]);
    expect(folders).toEqual(["/en/"]);
    expect(errorPageFor("/en/x", 404, folders)).toBe("/en/404.html");
    expect(errorPageFor("/en/games/x", 500, folders)).toBe("/en/500.html");
    expect(errorPageFor("/x", 404, folders)).toBe("/404.html");
    expect(errorPageFor("/enx", 404, folders)).toBe("/404.html");
  });
});

describe("redirectSources", () => {
  it("sends a trailing slash and an index.html to the page, and only index.html to the home page", () => {
    expect(redirectSources("/contact")).toEqual(["/contact/", "/contact/index.html"]);
    expect(redirectSources("/")).toEqual(["/index.html"]);
  });
});

describe("isHiddenFile", () => {
  it("hides raw HTML, the compressed twins and dotfiles, and nothing else", () => {
    for (const path of ["/contact.html", "/a.js.br", "/a.js.gz", "/.env", "/x/.git/config"])
      expect(isHiddenFile(path), path).toBe(true);
    for (const path of ["/favicon.svg", "/_astro/a.js", "/robots.txt"]) expect(isHiddenFile(path), path).toBe(false);
  });
});
