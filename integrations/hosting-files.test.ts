import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLOUDFLARE_DIR, CLOUDFLARE_PUBLIC_DIR } from "#server/hosting/cloudflare-config.ts";
import { CLOUDFLARE_FREE_FILE_LIMIT, CLOUDFLARE_PAID_FILE_LIMIT } from "#integrations/cloudflare-file-count.ts";
import { compress, writeCloudflare } from "#integrations/hosting-files.ts";

const WORKER_CONFIG = {
  siteId: "spinhaven",
  version: "test",
  pages: [{ path: "/", file: "/index.html" }],
  languageFolders: [],
  hashes: { scripts: [], styles: [] },
  origins: { frames: [], images: [], scripts: [], connections: [] },
  hsts: false,
};

describe("writeCloudflare", () => {
  let buildDir = "";
  let root = "";
  const cloudflare = () => join(buildDir, CLOUDFLARE_DIR);

  beforeEach(() => {
    buildDir = mkdtempSync(join(tmpdir(), "hosting-files-"));
    root = join(buildDir, "client");
    mkdirSync(root);
    writeFileSync(join(root, "index.html"), "<!doctype html>");
  });
  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  it("writes the folder Cloudflare publishes, with its Worker, up to the Paid plan's limit", () => {
    expect(writeCloudflare(root, buildDir, CLOUDFLARE_FREE_FILE_LIMIT, WORKER_CONFIG).verdict).toEqual({ level: "ok" });
    expect(readdirSync(join(cloudflare(), CLOUDFLARE_PUBLIC_DIR)).sort()).toEqual([
      ".assetsignore",
      "_worker.js",
      "index.html",
    ]);

    const atPaidLimit = writeCloudflare(root, buildDir, CLOUDFLARE_PAID_FILE_LIMIT, WORKER_CONFIG);
    expect(atPaidLimit.verdict.level).toBe("warn");
    expect(atPaidLimit.folder?.endsWith(CLOUDFLARE_DIR)).toBe(true);
    expect(readdirSync(cloudflare()).sort()).toEqual([CLOUDFLARE_PUBLIC_DIR, "worker.js", "wrangler.jsonc"]);
  });

  it("past the Paid plan's limit writes no Cloudflare folder, and removes the one an earlier build wrote", () => {
    writeCloudflare(root, buildDir, 1, WORKER_CONFIG);
    expect(existsSync(cloudflare())).toBe(true);

    const tooMany = writeCloudflare(root, buildDir, CLOUDFLARE_PAID_FILE_LIMIT + 1, WORKER_CONFIG);
    expect(tooMany.verdict.level).toBe("too-many");
    expect(tooMany.folder).toBeUndefined();
    expect(existsSync(cloudflare())).toBe(false);
    // The build's own files, which the Node server and nginx serve, are left as they were.
    expect(readdirSync(root)).toEqual(["index.html"]);
  });
});

describe("compress", () => {
  it("writes twins that hold the file as it is now, whatever an earlier build kept of it", async () => {
    const root = mkdtempSync(join(tmpdir(), "compress-"));
    const page = (word: string) => `<!doctype html><p>${`A page made ${word} for fun. `.repeat(40)}</p>`;
    writeFileSync(join(root, "index.html"), page("purely"));
    expect(await compress(root, ["/index.html", "/picture.jpg"])).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(root, "index.html.br"))).toString()).toBe(page("purely"));
    // The same file again, changed by a word, as the next build writes it.
    writeFileSync(join(root, "index.html"), page("only"));
    await compress(root, ["/index.html"]);
    expect(brotliDecompressSync(readFileSync(join(root, "index.html.br"))).toString()).toBe(page("only"));
    expect(gunzipSync(readFileSync(join(root, "index.html.gz"))).toString()).toBe(page("only"));
    rmSync(root, { recursive: true, force: true });
  });
});
