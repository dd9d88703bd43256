// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createResolver, targetPath } from "#server/hosting/resolve-request.ts";
import { pagesOf } from "#server/hosting/route-table.ts";

const resolve = createResolver(pagesOf(["/index.html", "/contact.html", "/games/reactoonz.html"]));
const get = (url: string) => resolve({ method: "GET", url, host: "spinhaven.example:8080" });

describe("resolveRequest", () => {
  it("serves a route's prerendered file", () => {
    expect(get("/")).toEqual({ kind: "file", file: "/index.html" });
    expect(get("/games/reactoonz?from=home")).toEqual({ kind: "file", file: "/games/reactoonz.html" });
  });

  it("redirects the other spellings of a route, keeping a plain query", () => {
    expect(get("/contact/")).toEqual({ kind: "redirect", location: "/contact" });
    expect(get("/contact/index.html?a=1")).toEqual({ kind: "redirect", location: "/contact?a=1" });
    expect(get("/index.html")).toEqual({ kind: "redirect", location: "/" });
  });

  it("never redirects to another host", () => {
    for (const url of ["//evil.example/", "//evil.example/contact/", "/%2F%2Fevil.example/"]) {
      expect(get(url).kind, url).toBe("not-found");
    }
  });

  it("sends the 404 page for hidden files and unknown paths", () => {
    for (const url of ["/404.html", "/500.html", "/contact.html", "/.env", "/_astro/a.js.br", "/games/"]) {
      expect(get(url), url).toEqual({ kind: "not-found", page: "/404.html" });
    }
    expect(get("/favicon.svg")).toEqual({ kind: "not-found", page: "/404.html", file: "/favicon.svg" });
  });

  it("sends an unknown path under another language's folder that language's 404 page", () => {
    const withEnglish = createResolver(pagesOf(["/index.html", "/en.html", "/en/contact.html"]), ["/en/"]);
    const find = (url: string) => withEnglish({ method: "GET", url, host: "localhost" });
    expect(find("/en/contact")).toEqual({ kind: "file", file: "/en/contact.html" });
    expect(find("/en")).toEqual({ kind: "file", file: "/en.html" });
    expect(find("/en/no-such-page")).toEqual({ kind: "not-found", page: "/en/404.html", file: "/en/no-such-page" });
    expect(find("/english")).toEqual({ kind: "not-found", page: "/404.html", file: "/english" });
    expect(find("http://localhost/en/no-such-page")).toEqual({
      kind: "not-found",
      page: "/en/404.html",
      file: "/en/no-such-page",
    });
  });

  it("gives the decoded path of a target, of an absolute-form one too", () => {
    expect(targetPath("/en/x?a=1")).toBe("/en/x");
    expect(targetPath("http://localhost:8080/en/x?a=1")).toBe("/en/x");
    expect(targetPath("/%65n/caf%C3%A9")).toBe("/en/café");
    for (const url of ["*", "evil.example:443", "/%E0%A4%A", "/../x"]) expect(targetPath(url), url).toBeUndefined();
  });

  it("refuses other methods, bad hosts, long targets and bad paths", () => {
    expect(resolve({ method: "POST", url: "/", host: "localhost" })).toEqual({ kind: "error", status: 405 });
    for (const host of [undefined, "a b", "../etc", "evil.example/x"]) {
      expect(resolve({ method: "GET", url: "/", host }), String(host)).toEqual({ kind: "error", status: 400 });
    }
    expect(get(`/${"a".repeat(9000)}`)).toEqual({ kind: "error", status: 414 });
    for (const url of ["/%E0%A4%A", "/%2e%2e/package.json", "/..%5cpackage.json", "/%00", "*", "evil.example:443"]) {
      expect(get(url), url).toEqual({ kind: "error", status: 400 });
    }
    expect(get("http://evil.example/../package.json")).toEqual({
      kind: "not-found",
      page: "/404.html",
      file: "/package.json",
    });
  });
});

describe("a lobby's orders", () => {
  const lobby = createResolver(
    pagesOf([
      "/games.html",
      "/games/page/2.html",
      "/games/by/rtp.html",
      "/games/by/rtp/page/2.html",
      "/en/games/slots/by/new.html",
      "/en/games/slots.html",
    ]),
  );
  const find = (url: string) => lobby({ method: "GET", url, host: "localhost" });

  it("sends a listing's page asked for in an order to that order's same page, keeping the query", () => {
    expect(find("/games?sort=rtp")).toEqual({ kind: "redirect", location: "/games/by/rtp?sort=rtp" });
    expect(find("/games/page/2?volatility=high&sort=rtp")).toEqual({
      kind: "redirect",
      location: "/games/by/rtp/page/2?volatility=high&sort=rtp",
    });
    expect(find("/en/games/slots?sort=new")).toEqual({ kind: "redirect", location: "/en/games/slots/by/new?sort=new" });
    expect(find("/games?sort=rtp&name=%3Cx%3E\u00e4")).toEqual({ kind: "redirect", location: "/games/by/rtp" });
  });

  it("serves the page as it is for an order it does not have, and an order's page whatever its query", () => {
    for (const url of ["/games?sort=new", "/games?sort=", "/games?order=rtp", "/en/games/slots?sort=rtp"])
      expect(find(url).kind, url).toBe("file");
    expect(find("/games/by/rtp?sort=rtp")).toEqual({ kind: "file", file: "/games/by/rtp.html" });
  });
});
