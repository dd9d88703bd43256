import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { distance } from "fastest-levenshtein";
import { afterAll, describe, expect, it } from "vitest";

// The rooms' rules of .dependency-cruiser.js, as `npm run lint` runs them, on a small tree of this test's own in the
// project's layout: an import a room's line in docs/development.md does not allow fails, naming its rule, and so does
// a path of allowed imports that leads the browser's code, or a host's, to the build's.
const root = join(import.meta.dirname, "..");
const tree = mkdtempSync(join(tmpdir(), "rooms-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function lint(files: Record<string, string>): { status: number | null; output: string } {
  rmSync(join(tree, "src"), { recursive: true, force: true });
  rmSync(join(tree, "server"), { recursive: true, force: true });
  writeFileSync(
    join(tree, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }),
  );
  // The project's own rooms, as its imports are written.
  writeFileSync(
    join(tree, "package.json"),
    JSON.stringify({ type: "module", imports: JSON.parse(readFileSync(join(root, "package.json"), "utf8")).imports }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    writeFileSync(join(tree, file), text);
  }
  const folders = [...new Set(Object.keys(files).map((file) => file.split("/")[0] ?? ""))];
  const run = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"),
      ...folders,
      "--config",
      join(root, ".dependency-cruiser.js"),
    ],
    {
      cwd: tree,
      encoding: "utf8",
    },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("the rooms' rules", () => {
  it("let each room import what its line allows", () => {
    const { status, output } = lint({
      "src/build/site/config.ts": 'import { games } from "#build/catalogue/games.ts";\nexport const config = games;\n',
      "src/build/catalogue/games.ts":
        'import { slugOf } from "#shared/slug.ts";\nexport const games = [slugOf("A")];\n',
      "src/shared/slug.ts": "export const slugOf = (name: string) => name;\n",
      "src/browser/search.ts": 'import { slugOf } from "#shared/slug.ts";\nexport const search = slugOf;\n',
    });
    expect(output).toContain("no dependency violations");
    expect(status).toBe(0);
  });

  it("fail an import a room does not allow, naming the rule and the import", () => {
    const { status, output } = lint({
      "src/shared/slug.ts": 'import { config } from "#build/site/config.ts";\nexport const slug = config;\n',
      "src/build/site/config.ts": "export const config = {};\n",
      "server/index.ts": 'import { config } from "#build/site/config.ts";\nexport const server = config;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error shared: src/shared/slug.ts → src/build/site/config.ts");
    expect(output).toContain("error server: server/index.ts → src/build/site/config.ts");
  });

  it("fail an indirect import of the build's code from the browser's, and from a host, by any path", () => {
    // Each import on the way is one its room allows; only the path as a whole leads the browser to the catalogue.
    const { status, output } = lint({
      "src/browser/favourites.ts": 'import { cards } from "#shared/cards.ts";\nexport const favourites = cards;\n',
      "src/shared/cards.ts": 'import { words } from "#shared/words.ts";\nexport const cards = words;\n',
      "src/shared/words.ts":
        'import type { Game } from "#build/catalogue/games.ts";\nexport const words: Game[] = [];\n',
      "src/build/catalogue/games.ts": "export type Game = { name: string };\n",
      "server/messages/outbox.ts": 'import { cards } from "#shared/cards.ts";\nexport const outbox = cards;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error browser-reaches-build: src/browser/favourites.ts → src/build/catalogue/games.ts");
    expect(output).toContain("error host-reaches-build: server/messages/outbox.ts → src/build/catalogue/games.ts");
  });

  it("fail a cycle within a room, and an import that leads nowhere", () => {
    const { status, output } = lint({
      "src/build/site/a.ts": 'import { b } from "#build/site/b.ts";\nexport const a = () => b;\n',
      "src/build/site/b.ts": 'import { a } from "#build/site/a.ts";\nexport const b = () => a;\n',
      "src/browser/c.ts": 'import { d } from "#browser/d.ts";\nexport const c = d;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error no-circular: src/build/site/a.ts");
    expect(output).toContain("error not-to-unresolvable: src/browser/c.ts → #browser/d.ts");
  });
});

describe("the files' names", () => {
  // The modules', not the tests', which are named after what they test (e2e/game.spec.ts, games.test.ts).
  it("are never a letter apart, so no module is opened for another", () => {
    const names = spawnSync("git", ["ls-files", "src", "server", "integrations", "sites", "scripts", "e2e"], {
      cwd: root,
      encoding: "utf8",
    })
      .stdout.split("\n")
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.(test|spec|setup)\.tsx?$/.test(file))
      .map((file) => basename(file).replace(/\.(fixture\.)?(ts|tsx|astro)$/, ""));
    const unique = [...new Set(names)];
    expect(unique.length).toBeGreaterThan(150);
    const near = unique.flatMap((name, index) =>
      unique
        .slice(index + 1)
        .filter((other) => distance(name, other) === 1)
        .map((other) => `${name} ~ ${other}`),
    );
    expect(near).toEqual([]);
  });
});
