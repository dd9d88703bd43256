import { expect, test } from "@playwright/test";
import { type RawResponse, rawRequest, requestText } from "#e2e/hosting/raw-http.ts";
import { localProxyInFront } from "#e2e/hosting/site-paths.ts";

/** Text that would only appear if a file from outside the build were sent. */
const OUTSIDE_MARKERS = ['"devDependencies"', "root:x:0:0", "createRequestHandler", "[core]", '"hashes"'];

function expectRefused(response: RawResponse, what: string) {
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(response.status, what).toBeLessThan(500);
  const leaked = OUTSIDE_MARKERS.filter((marker) => response.body.includes(marker));
  expect(leaked, what).toEqual([]);
}

test.describe("bad input", () => {
  // After each case the server must still answer a plain request.
  test.afterEach(async ({ request }) => {
    expect((await request.get("/")).status()).toBe(200);
  });

  test("path traversal in every spelling", async ({ baseURL }) => {
    const targets = [
      "/../package.json",
      "/../../../../../../etc/passwd",
      "/assets/../../package.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2fpackage.json",
      "/..%2fpackage.json",
      "/..%5cpackage.json",
      "/%2e%2e%5c%2e%2e%5cpackage.json",
      "/%252e%252e%252fpackage.json",
      "/%252e%252e/%252e%252e/etc/passwd",
      "/..%c0%afpackage.json",
      "/%00",
      "/index.html%00.js",
      "/%2e%2e/hosting.json",
      "/../hosting.json",
      "/../server/index.ts",
    ];
    for (const target of targets) expectRefused(await rawRequest(baseURL ?? "", requestText("GET", target)), target);
  });

  test("the server's own files, dotfiles and package.json", async ({ baseURL }) => {
    const targets = [
      "/package.json",
      "/server/index.ts",
      "/.git/config",
      "/.env",
      "/.gitignore",
      "/.well-known/security.txt",
      "/hosting.json",
    ];
    for (const target of targets) expectRefused(await rawRequest(baseURL ?? "", requestText("GET", target)), target);
  });

  test("malformed percent-encoding", async ({ baseURL }) => {
    for (const target of ["/%E0%A4%A", "/%", "/%zz", "/contact%"]) {
      expectRefused(await rawRequest(baseURL ?? "", requestText("GET", target)), target);
    }
  });

  test("a path over 8 KB and oversized headers", async ({ baseURL }) => {
    expectRefused(await rawRequest(baseURL ?? "", requestText("GET", `/${"a".repeat(9000)}`)), "long path");
    const bigHeaders = { Host: "localhost", Cookie: "c".repeat(70_000) };
    expectRefused(await rawRequest(baseURL ?? "", requestText("GET", "/", bigHeaders)), "oversized header");
  });

  test("unusual methods", async ({ baseURL }) => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "POST"]) {
      expectRefused(await rawRequest(baseURL ?? "", requestText(method, "/")), method);
    }
    // Not on Cloudflare's local runtime: wrangler's proxy answers CONNECT itself (see localProxyInFront).
    if (!localProxyInFront()) {
      expectRefused(
        await rawRequest(baseURL ?? "", requestText("CONNECT", "evil.example:443", { Host: "evil.example:443" })),
        "CONNECT",
      );
    }
  });

  test("an absolute-form request target cannot reach outside the build", async ({ baseURL }) => {
    for (const target of [
      "http://evil.example/../package.json",
      "http://localhost/%2e%2e/package.json",
      "http://localhost/.env",
    ]) {
      expectRefused(await rawRequest(baseURL ?? "", requestText("GET", target)), target);
    }
  });

  test("a bad or missing Host", async ({ baseURL }) => {
    // On Cloudflare's local runtime wrangler's proxy parses Host before the Worker sees it (see localProxyInFront).
    for (const host of localProxyInFront() ? ["../../etc"] : ["../../etc", "evil.example/contact", "a b"]) {
      expectRefused(await rawRequest(baseURL ?? "", requestText("GET", "/", { Host: host })), `Host: ${host}`);
    }
    expectRefused(await rawRequest(baseURL ?? "", requestText("GET", "/", {})), "no Host");
  });
});
