import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copiedSiteFile } from "#server/commands/site-copy.ts";

const to = { id: "lucky-fjord", name: "Lucky Fjord", initials: "LF", host: "lucky-fjord.example" };
const from = { id: "aurora", name: "Aurora", host: "aurora.example" };

const source = `import type { SiteInput } from "#build/site/schema.ts";

// Aurora's own site, for the north.
const name = "Aurora";

export const site = {
  name,
  description: \`\${name} is fun; Auroras and aurora.example.org are not Aurora's.\`,
  url: "https://aurora.example",
  supportEmail: "help@aurora.example",
  theme: { accent: "#14b8a6", background: "#061416" },
  home: {
    heading: "Aurora",
    // Drawn by aurora/draw.ts.
    picture: "sites/aurora/hero.webp",
    rows: ["studios"],
  },
  gamePictures: "sites/aurora/pictures",
  // The account of Aurora.
  analytics: {
    kind: "google-analytics",
    measurementId: "G-AURORA1",
  },
  publisher: "Aurora Oy",
} satisfies SiteInput;
`;

describe("copiedSiteFile", () => {
  const copied = copiedSiteFile(source, from, to);

  it("gives the new site the name, host and folder in place of the other site's, as whole words", () => {
    expect(copied).toContain('const name = "Lucky Fjord";');
    expect(copied).toContain('publisher: "Lucky Fjord Oy"');
    expect(copied).toContain('url: "https://lucky-fjord.example"');
    expect(copied).toContain('supportEmail: "help@lucky-fjord.example"');
    expect(copied).toContain("Auroras and aurora.example.org are not Lucky Fjord's.");
    const longer = 'export const site = { url: "https://fi.aurora.example", other: "aurora.example-x" };\n';
    expect(copiedSiteFile(longer, from, to)).toContain(longer);
  });

  it("says where it came from in place of the other site's opening comment", () => {
    expect(copied).toContain("\n// Made by npm run site:new from sites/aurora.ts: its options, under this site's name");
    expect(copied).not.toContain("for the north");
  });

  it("names the new site's placeholder logo and icon after its theme, when the other site had none", () => {
    expect(copied).toContain(
      [
        '  theme: { accent: "#14b8a6", background: "#061416" },',
        "  // Placeholders with the site's initials, drawn by npm run site:new: replace them with the brand's own SVG files",
        "  // (the icon square).",
        '  logo: "sites/lucky-fjord/logo.svg",',
        '  icon: "sites/lucky-fjord/icon.svg",',
        "  home: {",
      ].join("\n"),
    );
  });

  it("comments out the other site's hero art, the game pictures of its folder and its analytics, saying why", () => {
    expect(copied).toContain(
      [
        '    heading: "Lucky Fjord",',
        "    // The brand's hero art, a wide picture in the site's folder: sites/aurora's is not copied.",
        '    // picture: "sites/lucky-fjord/hero.webp",',
        '    rows: ["studios"],',
      ].join("\n"),
    );
    expect(copied).toContain(
      "  // The games' own pictures: sites/aurora's are not copied (npm run pictures:import brings in a media kit).\n" +
        '  // gamePictures: "sites/lucky-fjord/pictures",\n',
    );
    expect(copied).toContain(
      [
        "  // The visits were counted for sites/aurora: put in this site's own account.",
        "  // analytics: {",
        '  //   kind: "google-analytics",',
        '  //   measurementId: "G-AURORA1",',
        "  // },",
        '  publisher: "Lucky Fjord Oy",',
      ].join("\n"),
    );
    expect(copied).not.toContain("Drawn by");
  });

  it("keeps a folder of game pictures that several sites share, and replaces the other site's logo and icon", () => {
    const shared = source
      .replace('gamePictures: "sites/aurora/pictures"', 'gamePictures: "sites/shared-pictures"')
      .replace(
        "  home: {",
        '  // Drawn by aurora/draw.ts.\n  logo: "sites/aurora/logo.svg",\n  icon: "sites/aurora/icon.svg",\n  home: {',
      );
    const copiedShared = copiedSiteFile(shared, from, to);
    expect(copiedShared).toContain('\n  gamePictures: "sites/shared-pictures",\n');
    expect(copiedShared.match(/logo: /g)).toHaveLength(1);
    expect(copiedShared.match(/icon: /g)).toHaveLength(1);
    expect(copiedShared).toContain(
      '  // (the icon square).\n  logo: "sites/lucky-fjord/logo.svg",\n  icon: "sites/lucky-fjord/icon.svg",\n  home: {',
    );
    expect(copiedShared).not.toContain("Drawn by");
  });

  it("copies spinhaven-fi's file with every option but its picture and analytics as they are", () => {
    const fi = readFileSync(join(import.meta.dirname, "..", "..", "sites", "spinhaven-fi.ts"), "utf8");
    const copiedFi = copiedSiteFile(fi, { id: "spinhaven-fi", name: "Revontuli", host: "fi.spinhaven.example" }, to);
    // Only comments name the site it came from, saying what was not copied.
    expect(copiedFi.split("\n").filter((line) => /Revontuli|spinhaven/.test(line) && !/^\s*\/\//.test(line))).toEqual(
      [],
    );
    expect(copiedFi).toContain("  contactDelivery: { retentionDays: 365 },");
    expect(copiedFi).toContain('  // picture: "sites/lucky-fjord/hero.webp",');
  });

  it("refuses a file without a site to copy", () => {
    expect(() => copiedSiteFile("export const other = {};\n", from, to)).toThrow(
      "sites/aurora.ts has no `export const site = { … }` to copy",
    );
  });
});
