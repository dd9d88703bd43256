// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createWorker } from "#server/cloudflare-worker.ts";
import type { CloudflareHost } from "#server/hosting/cloudflare-config.ts";
import { pagesOf } from "#server/hosting/route-table.ts";
import { securityHeaders } from "#server/hosting/security-headers.ts";

const policy = {
  hashes: { scripts: ["sha256-abc="], styles: [] },
  origins: { frames: ["https://games.example"], images: [], scripts: [], connections: [] },
  hsts: false,
};
const build = { siteId: "spinhaven", version: "abc1234 2026-11-26T04:00:00.000Z" };
const pages = pagesOf(["/index.html", "/contact.html"]);

const FILES: Record<string, { body: string; type: string }> = {
  "/index.html": { body: "home", type: "text/html; charset=utf-8" },
  "/contact.html": { body: "contact", type: "text/html; charset=utf-8" },
  "/contact.html.br": { body: "contact-br", type: "application/octet-stream" },
  "/contact.html.gz": { body: "contact-gz", type: "application/gzip" },
  "/favicon.svg": { body: "<svg/>", type: "image/svg+xml" },
  "/404.html": { body: "Page Not Found", type: "text/html; charset=utf-8" },
  "/en/404.html": { body: "English Page Not Found", type: "text/html; charset=utf-8" },
  "/_astro/app.1234.js": { body: "js", type: "text/javascript" },
};

/**
 * Cloudflare's asset server as each product behaves: Workers (html_handling "none") serves a file at its
 * own path; Pages redirects `/x.html` to `/x`, serves `/x` from x.html, and answers unknown paths with 404.html.
 */
function assets(host: CloudflareHost) {
  const asked: string[] = [];
  const binding = {
    async fetch(request: Request): Promise<Response> {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      if (host === "pages" && pathname.endsWith(".html")) {
        return new Response(null, { status: 308, headers: { Location: pathname.slice(0, -".html".length) } });
      }
      const candidates =
        host === "pages" ? [pathname, pathname === "/" ? "/index.html" : `${pathname}.html`] : [pathname];
      const file = candidates.map((path) => FILES[path]).find(Boolean);
      if (!file) {
        const page = FILES["/404.html"];
        return host === "pages" && page
          ? new Response(page.body, { status: 404 })
          : new Response(null, { status: 404 });
      }
      const etag = `"${file.body}"`;
      const headers = { "Content-Type": file.type, ETag: etag, "Cache-Control": "public, max-age=0, must-revalidate" };
      if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
      return new Response(request.method === "HEAD" ? null : file.body, { headers });
    },
  };
  return { env: { ASSETS: binding }, asked };
}

async function answer(host: CloudflareHost, path: string, init: RequestInit = {}) {
  const { env, asked } = assets(host);
  const worker = createWorker({ host, pages, languageFolders: ["/en/"], ...policy, ...build });
  const response = await worker.fetch(new Request(`https://spinhaven.example${path}`, init), env);
  return { response, body: await response.text(), asked };
}

describe.each(["workers", "pages"] as const)("the Cloudflare Worker on %s", (host) => {
  it("answers a route with its page and the security headers of every host", async () => {
    const { response, body } = await answer(host, "/contact", { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(200);
    expect(body).toBe("contact");
    expect(response.headers.get("content-security-policy")).toBe(
      securityHeaders(policy).page["Content-Security-Policy"],
    );
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("sends the brotli twin with its encoding and the page's type", async () => {
    const { response } = await answer(host, "/contact", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("chooses the twin by the q-values of Accept-Encoding, never one refused", async () => {
    for (const [accept, encoding] of [
      ["br;q=0.5, gzip;q=1", "gzip"],
      ["br;q=0, *", "gzip"],
      ["*", "br"],
      ["identity, br;q=0.5", null],
      ["br;q=0, gzip;q=0", null],
    ] as const) {
      const { response, body } = await answer(host, "/contact", { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(body, accept).toBe(encoding === null ? "contact" : `contact-${encoding === "gzip" ? "gz" : encoding}`);
    }
  });

  it("chooses by the visitor's own Accept-Encoding, which Cloudflare keeps in request.cf", async () => {
    const { env } = assets(host);
    const worker = createWorker({ host, pages, languageFolders: ["/en/"], ...policy, ...build });
    // What Cloudflare hands a Worker whatever the visitor sent.
    const request = new Request("https://spinhaven.example/contact", { headers: { "Accept-Encoding": "br, gzip" } });
    Object.defineProperty(request, "cf", { value: { clientAcceptEncoding: "br;q=0.5, gzip" } });
    const response = await worker.fetch(request, env);
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("answers the health check itself: pass for anyone, the site and build for HEALTH_TOKEN", async () => {
    const { env, asked } = assets(host);
    const worker = createWorker({ host, pages, languageFolders: ["/en/"], ...policy, ...build });
    const check = (authorization?: string) =>
      worker.fetch(
        new Request("https://spinhaven.example/api/health", {
          headers: authorization ? { Authorization: authorization } : {},
        }),
        { ...env, HEALTH_TOKEN: "s3cret" },
      );
    const open = await check();
    expect(open.status).toBe(200);
    expect(open.headers.get("content-type")).toBe("application/health+json");
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect(await open.json()).toEqual({ status: "pass" });
    expect(await (await check("Bearer wrong")).json()).toEqual({ status: "pass" });
    expect(await (await check("Bearer s3cret")).json()).toEqual({
      status: "pass",
      serviceId: build.siteId,
      version: build.version,
    });
    expect(asked).toEqual([]);
  });

  it("sends the content types of the Node server, not the asset server's", async () => {
    const { response } = await answer(host, "/favicon.svg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  });

  it("redirects the other spellings with 301", async () => {
    const { response } = await answer(host, "/contact/?ref=mail", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/contact?ref=mail");
  });

  it("answers the raw files, the 404 page's own addresses and the twins with 404 and the 404 page", async () => {
    for (const path of ["/contact.html", "/404", "/404.html", "/contact.html.br", "/no-such-page"]) {
      const { response, body } = await answer(host, path);
      expect(response.status, path).toBe(404);
      expect(body, path).toBe("Page Not Found");
    }
  });

  it("answers an unknown path under another language's folder with that language's 404 page", async () => {
    const { response, body } = await answer(host, "/en/no-such-page");
    expect(response.status).toBe(404);
    expect(body).toBe("English Page Not Found");
  });

  it("does not cache a missing hashed file", async () => {
    const { response } = await answer(host, "/_astro/missing.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("caches a hashed file for a year and revalidates with 304", async () => {
    const first = await answer(host, "/_astro/app.1234.js");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const again = await answer(host, "/_astro/app.1234.js", {
      headers: { "If-None-Match": first.response.headers.get("etag") ?? "" },
    });
    expect(again.response.status).toBe(304);
  });

  it("answers other methods with 405 and Allow, and oversized headers with 431", async () => {
    const { response } = await answer(host, "/contact", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    const big = await answer(host, "/", { headers: { Cookie: "c".repeat(20_000) } });
    expect(big.response.status).toBe(431);
  });
});

it("asks Pages for a page at its own address, which Pages answers without a redirect", async () => {
  const { asked } = await answer("pages", "/contact", { headers: { "Accept-Encoding": "identity" } });
  expect(asked).toContain("/contact");
  expect(asked).not.toContain("/contact.html");
});
