/**
 * `npm run bench:build`: how long a clean build of spinhaven-fi takes (every game of the catalogue, in two
 * languages), then the same with a synthetic catalogue of 2,000 games, each in a fresh copy of the project so
 * that no cache helps. Prints seconds and seconds per game: a build whose cost grows with the catalogue and
 * no faster shows the same seconds per game at both sizes. Figures only, never a pass or a fail.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { CATEGORIES } from "../src/data/catalogue.ts";

const repo = join(import.meta.dirname, "..");
const SYNTHETIC_GAMES = 2000;
const CATALOGUE = join("src", "data", "catalogue.json");

/** What a clean checkout does not have: builds, caches, the contact store, test output. */
const NOT_IN_CHECKOUT = new Set(["node_modules", "build", join("deploy", "nginx"), ".git", ".astro", ".wrangler", ".lighthouseci", ".playwright", "data", "test-results", "playwright-report", "reports", "screenshots"]);

/** The project as a clean checkout has it, with the shared node_modules. */
function freshCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), "bench-build-"));
  cpSync(repo, copy, { recursive: true, filter: (source) => !NOT_IN_CHECKOUT.has(relative(repo, source)) });
  symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"));
  return copy;
}

/** The real catalogue, then invented games after it up to `count`, with the same fields; one in 24 a table or instant game, as in the real one. */
function syntheticCatalogue(count: number): string {
  const real = JSON.parse(readFileSync(join(repo, CATALOGUE), "utf8")) as Record<string, unknown>[];
  const invented = Array.from({ length: count - real.length }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    return {
      slug: `synthetic-game-${number}`,
      name: `Synthetic Game ${number}`,
      provider: "Play'n GO",
      category: index % 24 === 0 ? CATEGORIES[1 + ((index / 24) % 2)] : CATEGORIES[0],
      gid: `synthetic${number}`,
      host: "asccw.playngonetwork.com",
    };
  });
  return `${JSON.stringify([...real, ...invented], null, 1)}\n`;
}

/**
 * The processor time of this process's finished children, in seconds (Linux: /proc/self/stat's cutime and
 * cstime, in clock ticks of 1/100 s); null elsewhere. Printed beside the seconds, since on a machine that others
 * share the seconds also count the time the build waited for a core.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command's name, which is in parentheses and may hold spaces: cutime and cstime are the 16th and 17th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Builds spinhaven-fi in `copy`; returns the seconds it took, and the processor seconds. */
function timedBuild(copy: string): { seconds: number; cpu: number | null } {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const build = spawnSync("npm", ["run", "build"], { cwd: copy, encoding: "utf8", env: { ...process.env, SITE: "spinhaven-fi" } });
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}${build.stderr}`);
  const cpuAfter = childrenCpuSeconds();
  return { seconds: (performance.now() - started) / 1000, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

function bench(label: string, games: number, catalogue?: string): number {
  const copy = freshCopy();
  try {
    if (catalogue) writeFileSync(join(copy, CATALOGUE), catalogue);
    const { seconds, cpu } = timedBuild(copy);
    const processor = cpu === null ? "" : `  (processor: ${cpu.toFixed(1)} s, ${(cpu / games).toFixed(4)} s per game)`;
    console.log(`${label.padEnd(22)} ${String(games).padStart(5)} games  ${seconds.toFixed(1).padStart(6)} s  ${(seconds / games).toFixed(4)} s per game${processor}`);
    return seconds / games;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const realGames = (JSON.parse(readFileSync(join(repo, CATALOGUE), "utf8")) as unknown[]).length;
console.log("SITE=spinhaven-fi npm run build, from a clean copy of the project (every game, in fi and en):");
const real = bench("the real catalogue", realGames);
const synthetic = bench("a synthetic catalogue", SYNTHETIC_GAMES, syntheticCatalogue(SYNTHETIC_GAMES));
console.log(`seconds per game, synthetic / real: ${(synthetic / real).toFixed(2)}`);
