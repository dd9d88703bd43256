// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type StaticFile, chooseVariant, indexFiles } from "#server/hosting/static-files.ts";

const file: StaticFile = {
  contentType: "text/html; charset=utf-8",
  variants: [
    { encoding: "br", body: Buffer.from("b"), etag: '"x-br"' },
    { encoding: "gzip", body: Buffer.from("gz"), etag: '"x-gzip"' },
    { encoding: "identity", body: Buffer.from("abc"), etag: '"x"' },
  ],
};

describe("chooseVariant", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br;q=1", "br"],
    ["gzip", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["identity, gzip;q=0.5", "identity"],
    ["br;q=0, *", "gzip"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    [undefined, "identity"],
    ["", "identity"],
  ])("for Accept-Encoding %j sends %s", (accept, encoding) => {
    expect(chooseVariant(file, accept).encoding).toBe(encoding);
  });

  it("sends the file itself when it has no compressed twin", () => {
    const png: StaticFile = {
      contentType: "image/png",
      variants: [{ encoding: "identity", body: Buffer.from("p"), etag: '"p"' }],
    };
    expect(chooseVariant(png, "br, gzip").encoding).toBe("identity");
  });

  it("sends the next coding accepted when the file lacks the preferred twin", () => {
    // The build writes a twin only where it is smaller: a tiny file can have a .br and no .gz.
    const robots: StaticFile = { ...file, variants: file.variants.filter((variant) => variant.encoding !== "gzip") };
    expect(chooseVariant(robots, "gzip, br;q=0.5").encoding).toBe("br");
    expect(chooseVariant(robots, "gzip, identity;q=0.5, br;q=0.4").encoding).toBe("identity");
  });
});

describe("indexFiles", () => {
  it("gives each file its content type, the text types with their charset", () => {
    const root = mkdtempSync(join(tmpdir(), "static-files-"));
    try {
      for (const name of ["favicon.svg", "site.webmanifest", "sitemap.xml", "index.html"])
        writeFileSync(join(root, name), "x");
      const types = Object.fromEntries([...indexFiles(root)].map(([path, { contentType }]) => [path, contentType]));
      expect(types).toEqual({
        "/favicon.svg": "image/svg+xml; charset=utf-8",
        "/site.webmanifest": "application/manifest+json; charset=utf-8",
        "/sitemap.xml": "application/xml; charset=utf-8",
        "/index.html": "text/html; charset=utf-8",
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
