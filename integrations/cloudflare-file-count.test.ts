import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLOUDFLARE_FREE_FILE_LIMIT,
  CLOUDFLARE_PAID_FILE_LIMIT,
  cloudflareFileCountVerdict,
  countCloudflareAssets,
} from "#integrations/cloudflare-file-count.ts";

describe("cloudflareFileCountVerdict", () => {
  it("says nothing up to the Free plan's limit", () => {
    expect(cloudflareFileCountVerdict(4351)).toEqual({ level: "ok" });
    expect(cloudflareFileCountVerdict(CLOUDFLARE_FREE_FILE_LIMIT)).toEqual({ level: "ok" });
  });

  it("warns past the Free plan's limit, naming the plan and the count", () => {
    const verdict = cloudflareFileCountVerdict(CLOUDFLARE_FREE_FILE_LIMIT + 1);
    expect(verdict.level).toBe("warn");
    expect(verdict).toHaveProperty("message", expect.stringContaining("20,001 static files"));
    expect(verdict).toHaveProperty("message", expect.stringContaining("Free plan"));
    expect(cloudflareFileCountVerdict(CLOUDFLARE_PAID_FILE_LIMIT).level).toBe("warn");
  });

  it("past the Paid plan's limit, says in one line that the Cloudflare output is not written, why, and what each plan takes", () => {
    expect(cloudflareFileCountVerdict(CLOUDFLARE_PAID_FILE_LIMIT + 1)).toEqual({
      level: "too-many",
      message:
        "The Cloudflare output is not written: it would hold 100,001 static files, and Cloudflare takes at most 20,000 on its " +
        "Free plan and 100,000 on its Paid plan. The Node server (npm start) and nginx, which have no such limit, serve this build.",
    });
  });
});

describe("countCloudflareAssets", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const write = (path: string) => {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), "x");
  };

  it("counts what Wrangler uploads: not its metafiles at the root, nor the names .assetsignore gives, at any depth", () => {
    folder = mkdtempSync(join(tmpdir(), "cloudflare-count-"));
    for (const path of [
      "index.html",
      "index.html.br",
      "games/a.html",
      "_astro/x.js",
      ".assetsignore",
      "_headers",
      "_redirects",
      "_worker.js",
      "deep/_worker.js",
      "deep/_headers",
    ])
      write(path);
    // deep/_headers is an ordinary file: only the root's is Wrangler's own.
    expect(countCloudflareAssets(folder, "_worker.js\n")).toBe(5);
  });

  it("refuses a pattern it cannot follow rather than count wrong", () => {
    folder = mkdtempSync(join(tmpdir(), "cloudflare-count-"));
    expect(() => countCloudflareAssets(folder, "*.map\n")).toThrow(/plain file names/);
  });
});
