import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The rooms' rules of .dependency-cruiser.js, as `npm run lint` runs them, on a small tree of this test's own in the
// project's layout: an import a room's line in docs/development.md does not allow fails, naming its rule.
const root = join(import.meta.dirname, "..");
const tree = mkdtempSync(join(tmpdir(), "rooms-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function lint(files: Record<string, string>): { status: number | null; output: string } {
  rmSync(join(tree, "src"), { recursive: true, force: true });
  rmSync(join(tree, "server"), { recursive: true, force: true });
  writeFileSync(join(tree, "tsconfig.json"), JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    writeFileSync(join(tree, file), text);
  }
  const folders = [...new Set(Object.keys(files).map((file) => file.split("/")[0] ?? ""))];
  const run = spawnSync(process.execPath, [join(root, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"), ...folders, "--config", join(root, ".dependency-cruiser.js")], {
    cwd: tree,
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("the rooms' rules", () => {
  it("let each room import what its line allows", () => {
    const { status, output } = lint({
      "src/site/config.ts": 'import { games } from "../catalogue/games.ts";\nexport const config = games;\n',
      "src/catalogue/games.ts": 'import { slugOf } from "../scripts/slug.ts";\nexport const games = [slugOf("A")];\n',
      "src/scripts/slug.ts": "export const slugOf = (name: string) => name;\n",
    });
    expect(output).toContain("no dependency violations");
    expect(status).toBe(0);
  });

  it("fail an import a room does not allow, naming the rule and the import", () => {
    const { status, output } = lint({
      "src/scripts/favourites.ts": 'import { config } from "../site/config.ts";\nexport const favourites = config;\n',
      "src/site/config.ts": "export const config = {};\n",
      "src/catalogue/lobby.ts": 'import { config } from "../site/config.ts";\nexport const lobby = config;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error src-scripts: src/scripts/favourites.ts → src/site/config.ts");
    expect(output).toContain("error src-catalogue: src/catalogue/lobby.ts → src/site/config.ts");
  });

  it("fail a cycle within a room, and an import of the catalogue by the Node server", () => {
    const { status, output } = lint({
      "src/site/a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "src/site/b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
      "server/index.ts": 'import { games } from "../src/catalogue/games.ts";\nexport const server = games;\n',
      "src/catalogue/games.ts": "export const games = [];\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain("error no-circular: src/site/a.ts");
    expect(output).toContain("error server: server/index.ts → src/catalogue/games.ts");
  });
});
