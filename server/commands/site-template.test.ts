import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "astro/zod";
import { siteSchemaFor } from "#build/site/schema.ts";
import { loadSite } from "#build/site/load-site.ts";
import { projectCopy } from "#server/commands/site-new.fixture.ts";
import { placeholderArt } from "#server/commands/placeholder-art.ts";
import { siteTemplate, TEMPLATE_THEME } from "#server/commands/site-template.ts";

const schema = siteSchemaFor([]).in;
const fieldsOf = (object: z.ZodObject) => Object.keys(object.shape);
const topLevel = fieldsOf(schema);
const home = fieldsOf((schema.shape.home as z.ZodOptional<z.ZodObject>).unwrap());
const template = siteTemplate({ id: "lucky-fjord", name: "Lucky Fjord", initials: "LF", host: "lucky-fjord.example" });

/** Whether `text` has the field `name` at the start of a line, set or commented out: `name:`, `// name:` or `name,`. */
const mentions = (text: string, name: string) => new RegExp(`^\\s*(// )?${name}[:,]`, "m").test(text);

describe("siteTemplate", () => {
  it("shows every field of the site schema, and of home, set or commented out", () => {
    expect(topLevel.filter((name) => !mentions(template, name))).toEqual([]);
    expect(home.filter((name) => !mentions(template, name))).toEqual([]);
  });

  it("says in a comment line what each option commented out does", () => {
    const lines = template.split("\n");
    const option = new RegExp(`^\\s*// (${[...topLevel, ...home].join("|")}): `);
    const commented = lines.flatMap((line, index) => (option.test(line) ? [index] : []));
    expect(commented.length).toBeGreaterThan(10);
    // The line above an option, or above the options it is told with (heading and intro), says what it does.
    for (const index of commented) {
      let above = index - 1;
      while (option.test(lines[above] ?? "")) above -= 1;
      expect(lines[above]).toMatch(/^\s*\/\/ [A-Z"…]/);
    }
  });

  const root = projectCopy();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  // Each option commented out is an example an operator uncomments: each must pass the checks as it is written, but
  // those that name a file the site does not have yet (its game list and hero art).
  it("has examples that pass the build's checks once uncommented", { timeout: 60_000 }, async () => {
    const names = { id: "every-option", name: "Every Option", initials: "EO", host: "every-option.example" };
    const fields = [...topLevel, ...home].filter((name) => name !== "gameList" && name !== "picture");
    const uncommented = siteTemplate(names).replace(new RegExp(`^(\\s*)// ((?:${fields.join("|")}): )`, "gm"), "$1$2");
    expect(uncommented).toContain("  plays: { minimum: 3 },\n");
    const folder = join(root, "sites", names.id);
    mkdirSync(join(folder, "pictures"), { recursive: true });
    const art = await placeholderArt(names.name, names.initials, TEMPLATE_THEME);
    writeFileSync(join(folder, "logo.svg"), art.logo);
    writeFileSync(join(folder, "icon.svg"), art.icon);
    writeFileSync(join(root, "sites", `${names.id}.ts`), uncommented);
    expect(loadSite(names.id, root)).toMatchObject({
      publisher: "Every Option Ltd",
      locales: ["en", "fi"],
      plays: { minimum: 3 },
      contactDelivery: { retentionDays: 365 },
      gamePictures: "sites/every-option/pictures",
      analytics: { kind: "google-analytics" },
    });
  });
});
