/**
 * `npm test`: runs the npm scripts named on its command line, in order (the list is package.json's
 * "test" script), stops at the first that fails with that step's exit code, and prints how long each
 * step took, then a summary.
 */
import { spawnSync } from "node:child_process";

const steps = process.argv.slice(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const width = Math.max(...steps.map((step) => step.length));
const summary: string[] = [];
let exitCode = 0;
const started = performance.now();

for (const step of steps) {
  if (exitCode !== 0) {
    summary.push(`  - ${step.padEnd(width)}  ${"not run".padStart(8)}`);
    continue;
  }
  console.log(`\n▶ npm run ${step}`);
  const start = performance.now();
  const run = spawnSync("npm", ["run", step], { stdio: "inherit" });
  const took = seconds(performance.now() - start);
  // Killed by a signal, or never started: no exit code of its own, so fail with 1.
  exitCode = run.status ?? 1;
  const outcome = exitCode === 0 ? "" : `  failed: ${run.error?.message ?? (run.signal ? `killed by ${run.signal}` : `exit code ${exitCode}`)}`;
  console.log(`${exitCode === 0 ? "✓" : "✗"} ${step} took ${took}${outcome}`);
  summary.push(`  ${exitCode === 0 ? "✓" : "✗"} ${step.padEnd(width)}  ${took.padStart(8)}${outcome}`);
}

console.log(`\nnpm test ${exitCode === 0 ? "passed" : "failed"} in ${seconds(performance.now() - started)}:\n${summary.join("\n")}`);
process.exit(exitCode);
