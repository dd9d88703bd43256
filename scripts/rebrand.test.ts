// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "rebrand-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** Every file below a folder whose name or bytes hold the old name, with its path from the copy's root. */
function filesNaming(dir: string, name: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => relative(dir, file).toLowerCase().includes(name.toLowerCase()) || readFileSync(file).toString("latin1").includes(name))
    .map((file) => relative(copy, file));
}

describe("a rebrand", () => {
  it("reaches every file of the build and the hosting files from the site configuration alone", () => {
    // The project as an operator would have it, with the name changed in the configuration and nowhere else.
    cpSync(repo, copy, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|build|deploy[\\/](nginx|cdn)|\.git|\.astro|test-results|reports)$/.test(source),
    });
    symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
    const config = join(copy, "src", "site.config.ts");
    const original = readFileSync(config, "utf8");
    expect(original).toContain('const name = "SpinHaven"');
    writeFileSync(config, original.replace('const name = "SpinHaven"', 'const name = "Brightplay"'));

    execFileSync("npm", ["run", "build"], { cwd: copy, stdio: "pipe" });

    const built = readFileSync(join(copy, "build", "client", "index.html"), "utf8");
    expect(built).toContain("<title>Brightplay – Social Gaming Platform</title>");
    expect(readFileSync(join(copy, "build", "client", "site.webmanifest"), "utf8")).toContain('"name": "Brightplay"');
    expect(filesNaming(join(copy, "build"), "SpinHaven")).toEqual([]);
    expect(filesNaming(join(copy, "deploy"), "SpinHaven")).toEqual([]);
  }, 240_000);
});
