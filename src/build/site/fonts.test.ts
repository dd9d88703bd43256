// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fontVariants, resolveSiteFont } from "#build/site/fonts.ts";

// A project of its own: a package.json and two Fontsource packages as they are laid out in node_modules.
const root = mkdtempSync(join(tmpdir(), "site-fonts-"));
function fontPackage(name: string, metadata: object) {
  const folder = join(root, "node_modules", name);
  mkdirSync(join(folder, "files"), { recursive: true });
  writeFileSync(join(folder, "metadata.json"), JSON.stringify(metadata));
  writeFileSync(join(folder, "unicode.json"), JSON.stringify({ latin: "U+0000-00FF", "latin-ext": "U+0100-024F" }));
}
fontPackage("@fontsource-variable/figtree", {
  id: "figtree",
  family: "Figtree",
  subsets: ["latin", "latin-ext"],
  weights: [300, 900],
  category: "sans-serif",
  variable: { wght: { min: "300", max: "900" } },
});
fontPackage("@fontsource/lora", {
  id: "lora",
  family: "Lora",
  subsets: ["latin", "latin-ext"],
  weights: [400, 500, 600, 700],
  category: "serif",
});
fontPackage("@fontsource/not-listed", { id: "not-listed", family: "Not Listed", subsets: ["latin"], weights: [400] });
writeFileSync(
  join(root, "package.json"),
  JSON.stringify({
    dependencies: { "@fontsource-variable/figtree": "5.3.0" },
    devDependencies: { "@fontsource/lora": "5.3.0" },
  }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("resolveSiteFont", () => {
  it("finds the package in package.json that provides a family, with the generic family of its fallback", () => {
    expect(resolveSiteFont("Figtree", "fonts.body", root)).toEqual({
      family: "Figtree",
      packageName: "@fontsource-variable/figtree",
      variable: true,
      fallback: "system-ui",
    });
    expect(resolveSiteFont("lora", "fonts.heading", root)).toEqual({
      family: "Lora",
      packageName: "@fontsource/lora",
      variable: false,
      fallback: "serif",
    });
  });

  it("refuses a family no listed package provides, naming the field and the install that adds it", () => {
    expect(() => resolveSiteFont("Comic Neue", "fonts.heading", root)).toThrow(
      'fonts.heading: no installed Fontsource package provides "Comic Neue": run npm install @fontsource-variable/comic-neue (or @fontsource/comic-neue where the family has no variable version)',
    );
    // Installed, but not in package.json: a fresh clone would not have it.
    expect(() => resolveSiteFont("Not Listed", "fonts.body", root)).toThrow(
      /^fonts\.body: no installed Fontsource package provides "Not Listed"/,
    );
  });
});

describe("fontVariants", () => {
  it("serves one file a subset of a variable family, covering every weight", () => {
    const figtree = resolveSiteFont("Figtree", "fonts.body", root);
    expect(fontVariants(figtree, "body", ["fi", "en"], root)).toEqual([
      {
        file: join(root, "node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2"),
        weight: "300 900",
        subset: "latin",
        unicodeRange: "U+0000-00FF",
      },
    ]);
  });

  it("serves a static family's files for the weights the pages use, and only those", () => {
    const lora = resolveSiteFont("Lora", "fonts.heading", root);
    expect(
      fontVariants(lora, "heading", ["fi"], root).map((variant) => [variant.weight, variant.file.split("/").at(-1)]),
    ).toEqual([["700", "lora-latin-700-normal.woff2"]]);
    expect(fontVariants(lora, "body", ["en"], root).map((variant) => variant.weight)).toEqual([
      "400",
      "500",
      "600",
      "700",
    ]);
  });
});
