/**
 * `npm test`: runs the npm scripts named on its command line, in order (the list is package.json's "test"
 * script). A step written `name@other` needs the step `other` to have passed (a browser test needs its build;
 * `name@a,b` needs both) and is not run when it did not. Any other failure does not stop the run: every step
 * runs, so one failure does not hide the rest, and the run exits non-zero at the end with the list of what
 * failed. It prints how long each step took, and the ten slowest browser tests of the whole run.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failedLines, slowestLines, type TestOutcome } from "#e2e/run-report.ts";

export type Step = { name: string; needs: string[] };

/** `name@a,b` as the step `name` that needs `a` and `b`. */
export function parseStep(arg: string): Step {
  const [name, needs = ""] = arg.split("@");
  if (!name) throw new Error(`run-steps: "${arg}" names no step`);
  return { name, needs: needs.split(",").filter(Boolean) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function main(args: readonly string[]) {
  const steps = args.map(parseStep);
  for (const { name, needs } of steps) {
    const unknown = needs.find((need) => !steps.some((step) => step.name === need));
    if (unknown) throw new Error(`run-steps: ${name} needs "${unknown}", which is not a step of this run`);
  }
  const width = Math.max(...steps.map((step) => step.name.length));
  const passed = new Set<string>();
  const failed: string[] = [];
  const summary: string[] = [];
  // The browser runs add each test's time and error here (e2e/run-report.ts).
  const logDir = mkdtempSync(join(tmpdir(), "run-steps-"));
  const testsLog = join(logDir, "browser-tests.jsonl");
  const started = performance.now();

  for (const { name, needs } of steps) {
    const missing = needs.filter((need) => !passed.has(need));
    if (missing.length > 0) {
      const outcome = `not run: needs ${missing.join(", ")}`;
      console.log(`\n- ${name}: ${outcome}`);
      summary.push(`  - ${name.padEnd(width)}  ${"".padStart(8)}  ${outcome}`);
      failed.push(`${name} (${outcome})`);
      continue;
    }
    console.log(`\n▶ npm run ${name}`);
    const start = performance.now();
    const run = spawnSync("npm", ["run", name], {
      stdio: "inherit",
      env: { ...process.env, BROWSER_TESTS_LOG: testsLog },
    });
    const took = seconds(performance.now() - start);
    // Killed by a signal, or never started: no exit code of its own, so it counts as failed.
    const ok = run.status === 0;
    const outcome = ok
      ? ""
      : `  failed: ${run.error?.message ?? (run.signal ? `killed by ${run.signal}` : `exit code ${run.status}`)}`;
    if (ok) passed.add(name);
    else failed.push(name);
    console.log(`${ok ? "✓" : "✗"} ${name} took ${took}${outcome}`);
    summary.push(`  ${ok ? "✓" : "✗"} ${name.padEnd(width)}  ${took.padStart(8)}${outcome}`);
  }

  let outcomes: TestOutcome[] = [];
  try {
    outcomes = readFileSync(testsLog, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TestOutcome);
  } catch {
    // No browser step ran.
  }
  rmSync(logDir, { recursive: true, force: true });
  if (outcomes.length > 0)
    console.log(
      `\nThe ten slowest of the run's ${outcomes.length} browser tests:\n${slowestLines(outcomes).join("\n")}`,
    );
  // Near the end, where a log cut to its last lines still names them.
  const failedTests = failedLines(outcomes);
  if (failedTests.length > 0) console.log(`\nThe browser tests that failed:\n${failedTests.join("\n")}`);
  const total = seconds(performance.now() - started);
  console.log(`\nnpm test ${failed.length === 0 ? "passed" : "failed"} in ${total}:\n${summary.join("\n")}`);
  if (failed.length > 0) console.log(`\nFailed: ${failed.join("; ")}`);
  return failed.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exit(main(process.argv.slice(2)));
