import { type APIResponse, expect, test } from "@playwright/test";
import { FILE_POLICY } from "#server/hosting/security-headers.ts";
import { launcherUrl } from "#e2e/default-site.ts";
import { rawRequest, requestText } from "#e2e/hosting/raw-http.ts";
import { PAGE_WITH_SCRIPTS, edgeChoosesCoding, hashedScriptPath } from "#e2e/hosting/site-paths.ts";

const launcherOrigin = new URL(launcherUrl("moonprincess")).origin;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function expectPageHeaders(headers: Record<string, string | undefined>, what: string) {
  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("script-src")?.[0], what).toBe("'self'");
  expect(
    csp
      .get("script-src")
      ?.slice(1)
      .every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source)),
    what,
  ).toBe(true);
  expect(csp.get("script-src")?.length, what).toBeGreaterThan(1);
  expect(csp.get("style-src")?.[0], what).toBe("'self'");
  // The site's own thumbnails by default: no image host; the only fetch elsewhere checks the launcher's host.
  expect(csp.get("img-src"), what).toEqual(["'self'"]);
  expect(csp.get("connect-src"), what).toEqual(["'self'", launcherOrigin]);
  expect(csp.get("frame-src"), what).toEqual([launcherOrigin]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain(`fullscreen=(self "${launcherOrigin}")`);
  expect(headers["permissions-policy"], what).toContain(`autoplay=(self "${launcherOrigin}")`);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  // Only for an operator who serves the site over HTTPS and turns it on.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** The build's other files: what only a document obeys is left off, and opened by itself such a file may do nothing. */
function expectFileHeaders(headers: Record<string, string | undefined>, what: string) {
  expect(headers["content-security-policy"], what).toBe(FILE_POLICY);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  for (const name of [
    "permissions-policy",
    "cross-origin-opener-policy",
    "x-frame-options",
    "strict-transport-security",
  ]) {
    expect(headers[name], `${what}: ${name}`).toBeUndefined();
  }
}

const headersOf = (response: APIResponse) => response.headers();

test.describe("headers", () => {
  test("every page and every answer of the server carries a page's security headers", async ({ request, baseURL }) => {
    const answers: [string, Record<string, string | undefined>][] = [
      ["page", headersOf(await request.get("/games/moon-princess"))],
      ["404", headersOf(await request.get("/no-such-page"))],
      // The 404 page for a missing file is a page, though the file would not have been.
      ["404 of a file", headersOf(await request.get("/_astro/no-such-file.js"))],
      ["301", headersOf(await request.get("/contact/", { maxRedirects: 0 }))],
      ["405", headersOf(await request.fetch("/", { method: "DELETE" }))],
      ["400", (await rawRequest(baseURL ?? "", requestText("GET", "/%E0%A4%A"))).headers],
    ];
    const notModified = await request.get("/", {
      headers: { "If-None-Match": headersOf(await request.get("/")).etag ?? "" },
    });
    answers.push(["304", headersOf(notModified)]);
    for (const [what, headers] of answers) expectPageHeaders(headers, what);
  });

  test("the other files of the build carry only the headers a file needs", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    const stylesheet = /\/_astro\/[\w.-]+\.css/.exec(await (await request.get("/")).text())?.[0] ?? "no stylesheet";
    for (const path of [script, stylesheet, "/favicon.svg", "/site.webmanifest", "/robots.txt"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectFileHeaders(response.headers(), path);
    }
    const notModified = await request.get(script, {
      headers: { "If-None-Match": headersOf(await request.get(script)).etag ?? "" },
    });
    expect(notModified.status()).toBe(304);
    expectFileHeaders(notModified.headers(), `${script} (304)`);
  });

  test("hashed assets are cached for a year, pages are revalidated on every visit", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    expect(headersOf(await request.get(script))["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/contact", "/games/fire-joker", "/no-such-page"]) {
      expect(headersOf(await request.get(path))["cache-control"], path).toBe("no-cache");
    }
  });

  test("files are sent brotli or gzip compressed as the client prefers by q-values, with Vary", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    for (const path of ["/", script, "/no-such-page"]) {
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      const plainBody = await plain.body();
      // The third value: whether Cloudflare's edge chooses the same (see edgeChoosesCoding).
      for (const [accept, expected, onCloudflare] of [
        ["br, gzip", "br", true],
        ["gzip", "gzip", true],
        ["identity", undefined, true],
        ["br;q=0.5, gzip;q=1", "gzip", true],
        ["br;q=0, gzip", "gzip", true],
        ["identity, br;q=0.5", undefined, true],
        ["gzip, br", "br", false],
        ["br;q=0, *", "gzip", false],
        ["*", "br", false],
        ["*;q=0", undefined, false],
      ] as const) {
        if (!onCloudflare && edgeChoosesCoding()) continue;
        const response = await request.get(path, { headers: { "Accept-Encoding": accept } });
        expect(response.headers()["content-encoding"], `${path} ${accept}`).toBe(expected);
        expect(response.headers().vary, `${path} ${accept}`).toMatch(/Accept-Encoding/i);
        // The client decodes the body: whatever the encoding, the same file arrives.
        expect((await response.body()).equals(plainBody), `${path} ${accept}`).toBe(true);
      }
    }
  });

  test("HTML is UTF-8 and scripts have a JavaScript type, so nosniff never blocks them", async ({ request }) => {
    const script = hashedScriptPath(await (await request.get(PAGE_WITH_SCRIPTS)).text());
    expect(headersOf(await request.get("/"))["content-type"]).toMatch(/^text\/html;\s*charset=utf-8$/i);
    expect(headersOf(await request.get(script))["content-type"]).toMatch(/^(text|application)\/javascript/);
  });

  test("the other text files say they are UTF-8 too, with the same type on every host", async ({ request }) => {
    for (const [path, type] of [
      ["/favicon.svg", "image/svg+xml; charset=utf-8"],
      ["/site.webmanifest", "application/manifest+json; charset=utf-8"],
      ["/sitemap.xml", "application/xml; charset=utf-8"],
    ] as const) {
      expect(headersOf(await request.get(path))["content-type"], path).toBe(type);
    }
  });

  test("pictures have their own types on every host: the social card, the icons, and what the image pipeline made", async ({
    request,
  }) => {
    const home = await (await request.get("/")).text();
    const card = new URL(home.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "").pathname;
    // The home page's hero art on a site that has it: AVIF and WebP from Astro's image pipeline.
    const pipeline = [...new Set(home.match(/\/_astro\/[^"\s,]+\.(?:avif|webp)/g))];
    const types = { ".jpg": "image/jpeg", ".png": "image/png", ".avif": "image/avif", ".webp": "image/webp" };
    for (const path of [card, "/favicon-32.png", ...pipeline]) {
      const type = Object.entries(types).find(([extension]) => path.endsWith(extension))?.[1];
      expect(headersOf(await request.get(path))["content-type"], path).toBe(type);
    }
  });
});
