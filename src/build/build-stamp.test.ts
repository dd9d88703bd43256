import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildStamp, readStamp, STAMP_FILE } from "#build/build-stamp.ts";

describe("buildStamp", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  /** A project of these files, by their paths. */
  function project(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "build-stamp-"));
    roots.push(root);
    for (const [path, text] of Object.entries(files)) write(root, path, text);
    return root;
  }
  const write = (root: string, path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const files = {
    "astro.config.ts": "config",
    "src/build/catalogue/catalogue.json": "[]",
    "src/shared/i18n/fi.ts": "fi",
    "sites/spinhaven.ts": "site",
    "sites/spinhaven-fi/pictures/a.webp": "picture",
    "docs/games.md": "guide",
  };

  it("is the same for the same site and files, and changes with the site, the code, a site's folder, the catalogue or a language", () => {
    const root = project(files);
    const stamp = buildStamp("spinhaven", root);
    expect(buildStamp("spinhaven", root)).toBe(stamp);
    expect(buildStamp("spinhaven-fi", root)).not.toBe(stamp);
    for (const [path, text] of [
      ["astro.config.ts", "config 2"],
      ["sites/spinhaven-fi/pictures/a.webp", "picture 2"],
      ["src/build/catalogue/catalogue.json", "[{}]"],
      ["src/shared/i18n/fi.ts", "fi 2"],
      ["integrations/new.ts", "new"],
    ] as const) {
      const before = buildStamp("spinhaven", root);
      write(root, path, text);
      expect(buildStamp("spinhaven", root), path).not.toBe(before);
    }
  });

  it("leaves out what a build does not read: the guide, the tests", () => {
    const root = project(files);
    const stamp = buildStamp("spinhaven", root);
    write(root, "docs/games.md", "another guide");
    write(root, "e2e/new.spec.ts", "a test");
    write(root, "src/build/new.test.ts", "a unit test");
    expect(buildStamp("spinhaven", root)).toBe(stamp);
  });

  it("reads the stamp a build wrote, and none where there is none or it is not one", () => {
    const root = project(files);
    expect(readStamp(root)).toBeUndefined();
    write(root, STAMP_FILE, "{");
    expect(readStamp(root)).toBeUndefined();
    write(root, STAMP_FILE, JSON.stringify({ site: "spinhaven", stamp: "abc" }));
    expect(readStamp(root)).toEqual({ site: "spinhaven", stamp: "abc" });
  });
});
