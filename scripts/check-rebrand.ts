/**
 * The rebrand check (`npm run test:rebrand`): a copy of the project, with the name changed in the site
 * configuration and nowhere else, must build with the new name in every file of the build and the
 * hosting files, and the old one in none. It builds the whole site, so it is a step of `npm test` of
 * its own rather than a unit test.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const repo = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "rebrand-"));

/** Every file below a folder whose name or bytes hold the old name, with its path from the copy's root. */
function filesNaming(dir: string, name: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => relative(dir, file).toLowerCase().includes(name.toLowerCase()) || readFileSync(file).toString("latin1").includes(name))
    .map((file) => relative(copy, file));
}

try {
  // The project as an operator would have it, with the name changed in the configuration and nowhere else.
  cpSync(repo, copy, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|build|deploy[\\/]nginx|\.git|\.astro|test-results|reports)$/.test(source),
  });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  const config = join(copy, "src", "site.config.ts");
  const original = readFileSync(config, "utf8");
  assert.ok(original.includes('const name = "SpinHaven"'), "src/site.config.ts writes the name once, as `const name`");
  writeFileSync(config, original.replace('const name = "SpinHaven"', 'const name = "Brightplay"'));

  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", timeout: 240_000 });
  assert.equal(build.status, 0, `the renamed copy failed to build:\n${build.stdout}${build.stderr}`);

  const home = readFileSync(join(copy, "build", "client", "index.html"), "utf8");
  assert.ok(home.includes("<title>Brightplay – Social Gaming Platform</title>"), "the home page's title has the new name");
  const manifest = readFileSync(join(copy, "build", "client", "site.webmanifest"), "utf8");
  assert.ok(manifest.includes('"name": "Brightplay"'), "the web app manifest has the new name");
  assert.deepEqual(filesNaming(join(copy, "build"), "SpinHaven"), [], "files of the build that still name SpinHaven");
  assert.deepEqual(filesNaming(join(copy, "deploy"), "SpinHaven"), [], "hosting files that still name SpinHaven");
  console.log("rebrand: a copy renamed Brightplay in src/site.config.ts alone names SpinHaven in no file of its build or hosting files.");
} finally {
  rmSync(copy, { recursive: true, force: true });
}
