/**
 * A copy of the project's sites for the tests of `site:new`, so that they never write into the real sites/ folder
 * (which the sites check and the builds list): sites/ (without its test), package.json, and node_modules linked, from
 * which a site's typefaces are found. Without node_modules, a site with typefaces does not pass the build's checks.
 */
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const repo = join(import.meta.dirname, "..", "..");

export function projectCopy({ withPackages = true } = {}): string {
  const root = mkdtempSync(join(tmpdir(), "site-new-"));
  cpSync(join(repo, "sites"), join(root, "sites"), {
    recursive: true,
    filter: (path) => !path.endsWith(".test.ts"),
  });
  cpSync(join(repo, "package.json"), join(root, "package.json"));
  if (withPackages) symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  return root;
}
