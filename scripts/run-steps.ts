/**
 * `npm test`: runs the npm scripts named on its command line (the list is package.json's "test" script), several at
 * once. A step written `name@other` needs the step `other` to have passed (a browser test needs its build;
 * `name@a,b` needs both) and is not run when it did not. A step written `name~other` starts only once `other` has
 * ended, passed or not: the two would share something (a build's folder, Astro's `.astro` files) that only one may
 * use at a time. Both may be given, `name@a~b`. Of the steps free to start, those earlier in the list start first,
 * at most `STEPS_AT_ONCE` at a time (by default one more than the cores: a step that waits on its servers leaves
 * a core to the others). Each step's output is printed whole when it ends, so the steps' lines never mix.
 *
 * Any failure but a missing need does not stop the run: every step runs, so one failure does not hide the rest, and
 * the run exits non-zero at the end with the list of what failed. It prints how long each step took, the total, and
 * the ten slowest browser tests of the whole run. A signal to the run (Ctrl+C, `kill`) is passed on to every
 * step still running, and the run ends with it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { failedLines, flakyLines, slowestLines, type TestOutcome } from "#e2e/run-report.ts";

export type Step = { name: string; needs: string[]; after: string[] };

const names = (list = "") => list.split(",").filter(Boolean);

/** `name@a,b~c` as the step `name` that needs `a` and `b` to have passed, and starts once `c` has ended. */
export function parseStep(arg: string): Step {
  const [head = "", after] = arg.split("~");
  const [name, needs] = head.split("@");
  if (!name) throw new Error(`run-steps: "${arg}" names no step`);
  return { name, needs: names(needs), after: names(after) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type Outcome = { ok: boolean; line: string };

/** Runs `npm run <name>` with its output in `logFile`; resolves with whether it passed, and why not. */
function runStep(name: string, logFile: string, env: NodeJS.ProcessEnv, running: Set<ChildProcess>): Promise<Outcome> {
  const out = openSync(logFile, "w");
  // A process group of its own, so that a signal to the run reaches every process of the step (npm, its shell, the
  // test runner and the servers it started), whichever of them passes signals on.
  const child = spawn("npm", ["run", name], { stdio: ["ignore", out, out], env, detached: true });
  running.add(child);
  return new Promise((resolve) => {
    child.on("error", (error) => resolve({ ok: false, line: `failed: ${error.message}` }));
    child.on("close", (code, signal) => {
      running.delete(child);
      closeSync(out);
      // Killed by a signal: no exit code of its own, so it counts as failed.
      if (code === 0) resolve({ ok: true, line: "" });
      else resolve({ ok: false, line: `failed: ${signal ? `killed by ${signal}` : `exit code ${code}`}` });
    });
  });
}

async function main(args: readonly string[]): Promise<number> {
  const steps = args.map(parseStep);
  for (const { name, needs, after } of steps) {
    const unknown = [...needs, ...after].find((other) => !steps.some((step) => step.name === other));
    if (unknown) throw new Error(`run-steps: ${name} needs "${unknown}", which is not a step of this run`);
  }
  const atOnce = Number(process.env.STEPS_AT_ONCE) || availableParallelism() + 1;
  const width = Math.max(...steps.map((step) => step.name.length));
  const passed = new Set<string>();
  const results = new Map<string, { ok: boolean; line: string; took: string }>();
  // The browser runs add each test's time and error here (e2e/run-report.ts); each step writes its output here too.
  const logDir = mkdtempSync(join(tmpdir(), "run-steps-"));
  const testsLog = join(logDir, "browser-tests.jsonl");
  const env = { ...process.env, BROWSER_TESTS_LOG: testsLog };
  const running = new Set<ChildProcess>();
  // A signal to the run: passed on to every step still running, no other step started, and the run ends with it once
  // they have ended.
  let stopping: NodeJS.Signals | undefined;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      stopping = signal;
      for (const { pid } of running) {
        try {
          if (pid) process.kill(-pid, signal);
        } catch {
          // Its processes have all ended already.
        }
      }
    });
  }
  const started = performance.now();

  const end = (name: string, ok: boolean, line: string, took = "") => {
    results.set(name, { ok, line, took });
    if (ok) passed.add(name);
  };
  const ended = (name: string) => results.has(name);

  const waiting = [...steps];
  const active = new Set<Promise<void>>();
  while ((waiting.length > 0 && !stopping) || active.size > 0) {
    // A step whose need has ended without passing is not run; nor, in turn, those that need it.
    for (const step of [...waiting]) {
      const missing = step.needs.filter((need) => ended(need) && !passed.has(need));
      if (missing.length === 0) continue;
      waiting.splice(waiting.indexOf(step), 1);
      const line = `not run: needs ${missing.join(", ")}`;
      console.log(`\n- ${step.name}: ${line}`);
      end(step.name, false, line);
    }
    const ready = waiting.filter((step) => [...step.needs, ...step.after].every(ended));
    for (const step of stopping ? [] : ready.slice(0, atOnce - active.size)) {
      waiting.splice(waiting.indexOf(step), 1);
      console.log(`\n▶ npm run ${step.name}`);
      const start = performance.now();
      const logFile = join(logDir, `${step.name.replaceAll(":", "-")}.log`);
      const run = runStep(step.name, logFile, env, running).then(({ ok, line }) => {
        const took = seconds(performance.now() - start);
        console.log(`\n━━ npm run ${step.name} ━━\n${readFileSync(logFile, "utf8").trimEnd()}`);
        console.log(`${ok ? "✓" : "✗"} ${step.name} took ${took}${line ? `  ${line}` : ""}`);
        end(step.name, ok, line, took);
        active.delete(run);
      });
      active.add(run);
    }
    if (active.size > 0) await Promise.race(active);
    else if (waiting.length > 0)
      throw new Error(`run-steps: ${waiting.map((step) => step.name).join(", ")} can never start`);
  }

  if (stopping) {
    rmSync(logDir, { recursive: true, force: true });
    console.log(`\nnpm test stopped by ${stopping}`);
    return 128 + (stopping === "SIGHUP" ? 1 : stopping === "SIGINT" ? 2 : 15);
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
  const flakyTests = flakyLines(outcomes);
  if (flakyTests.length > 0)
    console.log(`\nThe browser tests that failed once and passed when tried again:\n${flakyTests.join("\n")}`);
  // Near the end, where a log cut to its last lines still names them.
  const failedTests = failedLines(outcomes);
  if (failedTests.length > 0) console.log(`\nThe browser tests that failed:\n${failedTests.join("\n")}`);
  const total = seconds(performance.now() - started);
  const lines = steps.map(({ name }) => {
    const { ok = false, line = "", took = "" } = results.get(name) ?? {};
    return `  ${ok ? "✓" : took ? "✗" : "-"} ${name.padEnd(width)}  ${took.padStart(8)}  ${line}`.trimEnd();
  });
  const failed = steps.flatMap(({ name }) => {
    const result = results.get(name);
    if (result?.ok) return [];
    return [result?.line.startsWith("not run") ? `${name} (${result.line})` : name];
  });
  console.log(
    `\nnpm test ${failed.length === 0 ? "passed" : "failed"} in ${total} (${atOnce} steps at once):\n${lines.join("\n")}`,
  );
  if (failed.length > 0) console.log(`\nFailed: ${failed.join("; ")}`);
  return failed.length === 0 ? 0 : 1;
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
