import { expect, test } from "@playwright/test";
import { rawRequest, requestText } from "#e2e/hosting/raw-http.ts";
import { PAGE_WITH_SCRIPTS, ROUTES, hashedScriptPath } from "#e2e/hosting/site-paths.ts";
import { pages } from "#e2e/default-site.ts";

test.describe("statuses", () => {
  test("the route table lists exactly the pages of the site", () => {
    const expected = pages.filter((page) => page.status === 200).map((page) => page.path);
    expect([...ROUTES].sort()).toEqual([...expected].sort());
  });

  test("every route answers 200 with its page, in the canonical form", async ({ request }) => {
    for (const route of ROUTES) {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()["content-type"], route).toMatch(/^text\/html/);
      expect(await response.text(), route).not.toContain("Page Not Found");
    }
  });

  test("the other spellings of a route redirect with 301 to the canonical one", async ({ request }) => {
    for (const route of ROUTES.filter((path) => path !== "/")) {
      for (const spelling of [`${route}/`, `${route}/index.html`]) {
        const response = await request.get(spelling, { maxRedirects: 0 });
        expect(response.status(), spelling).toBe(301);
        expect(response.headers().location, spelling).toBe(route);
      }
    }
    const home = await request.get("/index.html", { maxRedirects: 0 });
    expect(home.headers().location).toBe("/");
    const withQuery = await request.get("/contact/?ref=mail", { maxRedirects: 0 });
    expect(withQuery.headers().location).toBe("/contact?ref=mail");
  });

  test("a redirect never leaves the site", async ({ baseURL }) => {
    // Sent raw: a client library would read "//evil.example/" as another host.
    for (const target of [
      "//evil.example/",
      "//evil.example/contact/",
      "/%2F%2Fevil.example/",
      "/\\evil.example/",
      "///evil.example/",
    ]) {
      const response = await rawRequest(baseURL ?? "", requestText("GET", target));
      expect(response.status, target).toBeGreaterThanOrEqual(400);
      expect(response.status, target).toBeLessThan(500);
      expect(response.headers.location, target).toBeUndefined();
    }
  });

  test("other paths answer 404 with the prerendered 404 page", async ({ request }) => {
    const paths = [
      "/games/unknown-game",
      "/games/moon-princess/extra",
      "/games",
      "/games/",
      "/no-such-page",
      "/404",
      "/404/index.html",
      "/404.html",
      "/500",
      "/500.html",
      "/contact.html",
      "/games/moon-princess.html",
      "/_headers",
      "/_redirects",
      "/_astro/",
      "/_astro/missing-abc123.js",
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain("Page Not Found");
    }
  });

  test("pre-compressed twins of files are not answered directly", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    for (const path of [`${script}.br`, `${script}.gz`, "/index.html.br", "/contact.html.gz"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("HEAD answers like GET, without a body", async ({ request }) => {
    for (const path of ["/", "/contact", "/no-such-page"]) {
      const [get, head] = [await request.get(path), await request.head(path)];
      expect(head.status(), path).toBe(get.status());
      expect(head.headers()["content-type"], path).toBe(get.headers()["content-type"]);
      expect(head.headers()["etag"], path).toBe(get.headers()["etag"]);
      expect((await head.body()).length, path).toBe(0);
    }
  });

  test("other methods answer 405 with Allow", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request.fetch("/contact", { method, maxRedirects: 0 });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe("GET, HEAD");
    }
  });

  test("a page and a script revalidate with ETag and 304 Not Modified", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    for (const path of ["/", "/games/reactoonz", script]) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const first = await request.get(path, { headers: { "Accept-Encoding": encoding } });
        const etag = first.headers().etag;
        expect(etag, `${path} ${encoding}`).toBeTruthy();
        const again = await request.get(path, {
          headers: { "Accept-Encoding": encoding, "If-None-Match": etag ?? "" },
        });
        expect(again.status(), `${path} ${encoding}`).toBe(304);
        expect((await again.body()).length).toBe(0);
      }
    }
  });
});
