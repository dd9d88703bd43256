/**
 * `npm start [-- --build]`: serves the site's build (SITE=<id>, the default site without it) on the production server,
 * building it first only when it is not up to date: when there is no build, when it is of another site, or when a
 * file it is made from has changed since (src/build/build-stamp.ts), or what it read of the site's plays
 * (src/build/site/plays-at-build.ts), or when asked with `--build`. It says which it
 * did. `npm run serve` serves whatever build is there, made elsewhere.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildStamp, readStamp } from "#build/build-stamp.ts";
import { loadSite } from "#build/site/load-site.ts";
import { sitePlays } from "#build/site/plays-at-build.ts";

const root = join(import.meta.dirname, "..");
// `||`, not `??`: an empty SITE means the default, as for the build.
const site = process.env.SITE || "spinhaven";

/** Why the build must be made again, or undefined when the one there is up to date. */
function whyBuild(): string | undefined {
  if (process.argv.includes("--build")) return "asked to (--build)";
  const built = readStamp(root);
  if (!built) return "there is no finished build";
  if (built.site !== site) return `the build there is of ${built.site}`;
  if (built.stamp !== buildStamp(site, root)) return "files it is made from have changed since it was built";
  let plays;
  try {
    const { popular, failing } = sitePlays(loadSite(site, root), root);
    plays = { popular, failing };
  } catch {
    // A site file with a problem: the build names it.
    return "its site file must be checked";
  }
  if (JSON.stringify(plays) !== JSON.stringify(built.plays))
    return "the week's popular games, or the games that may not load, have changed since it was built";
  return undefined;
}

const why = whyBuild();
if (why === undefined) {
  console.log(
    `The build of ${site} is up to date: serving it without building it again (npm start -- --build to build anyway).`,
  );
} else {
  console.log(`Building ${site}: ${why}.`);
  // The build in a child; a signal to this process (from npm, or Ctrl+C) is passed on to it, and ends the start.
  const build = spawn("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, SITE: site } });
  const passOn = (signal: NodeJS.Signals) => build.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, passOn);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
    build.on("exit", (exitCode, exitSignal) => done([exitCode, exitSignal])),
  );
  for (const name of ["SIGINT", "SIGTERM"] as const) process.off(name, passOn);
  if (signal) process.kill(process.pid, signal);
  if (code !== 0) process.exit(code ?? 1);
}
// The server in this very process, so that a signal to npm reaches it as it does with `npm run serve`.
await import("#server/index.ts");
