/**
 * Writes what the build was made from (src/build/build-stamp.ts), and what it read of the site's plays, once it has succeeded, taken as it started, so that
 * a file changed while it ran still counts as changed: `npm start` then builds again. The previous stamp goes as the
 * build starts: a build that stops half way leaves none, and is never taken for up to date.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AstroIntegration } from "astro";
import { buildStamp, STAMP_FILE } from "#build/build-stamp.ts";
import type { PlaysAtBuild } from "#build/site/plays-at-build.ts";

export function buildStampIntegration(site: string, plays: PlaysAtBuild): AstroIntegration {
  const root = join(import.meta.dirname, "..");
  let stamp: string | undefined;
  return {
    name: "build-stamp",
    hooks: {
      "astro:build:start": () => {
        stamp = buildStamp(site, root);
        rmSync(join(root, STAMP_FILE), { force: true });
      },
      "astro:build:done": () => {
        if (stamp) writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ site, stamp, plays })}\n`);
      },
    },
  };
}
