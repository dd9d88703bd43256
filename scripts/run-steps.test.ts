import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, describe, expect, it, vi } from "vitest";
import RunReport from "#e2e/run-report.ts";
import { parseStep } from "#scripts/run-steps.ts";

describe("parseStep", () => {
  it("reads a step, what it needs and what it waits for", () => {
    expect(parseStep("lint")).toEqual({ name: "lint", needs: [], after: [] });
    expect(parseStep("test:e2e@system-tools,build")).toEqual({
      name: "test:e2e",
      needs: ["system-tools", "build"],
      after: [],
    });
    expect(parseStep("build@tools~e2e:fi,typecheck")).toEqual({
      name: "build",
      needs: ["tools"],
      after: ["e2e:fi", "typecheck"],
    });
  });
});

describe("run-steps, on a project of its own", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A folder of its own with a package.json whose scripts are these. */
  function project(scripts: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), "run-steps-test-"));
    dirs.push(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "steps", private: true, scripts }));
    return dir;
  }

  /** Runs run-steps on a package.json whose scripts are these, in a folder of its own. */
  function run(scripts: Record<string, string>, steps: string[], env: NodeJS.ProcessEnv = {}) {
    return spawnSync(process.execPath, [join(import.meta.dirname, "run-steps.ts"), ...steps], {
      cwd: project(scripts),
      encoding: "utf8",
      env: { ...process.env, ...env },
    });
  }

  /** A script that creates the file `mine`, then waits for `theirs` (20 s at most, then fails). */
  const meet = (mine: string, theirs: string) =>
    `node -e "const fs = require('fs'); fs.writeFileSync('${mine}', ''); let tries = 0; const look = setInterval(() => { if (fs.existsSync('${theirs}')) { console.log('${mine} met ${theirs}'); clearInterval(look); } else if (++tries > 400) process.exit(1); }, 50)"`;

  it("runs steps side by side, each one's output printed whole, and the summary in the list's order", () => {
    const result = run({ a: meet("a", "b"), b: meet("b", "a") }, ["a", "b"], { STEPS_AT_ONCE: "2" });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/━━ npm run a ━━\n[^━]*a met b\n✓ a took/);
    expect(result.stdout).toMatch(/━━ npm run b ━━\n[^━]*b met a\n✓ b took/);
    expect(result.stdout).toMatch(/npm test passed in [\d.]+ s \(2 steps at once\):\n {2}✓ a .*\n {2}✓ b /);
  });

  it("starts a step written name~other once the other has ended, even when it failed", () => {
    const result = run(
      {
        first: `node -e "require('fs').writeFileSync('first-ended', ''); process.exit(1)"`,
        later: `node -e "process.exit(require('fs').existsSync('first-ended') ? 0 : 5)"`,
      },
      ["later~first", "first"],
      { STEPS_AT_ONCE: "2" },
    );
    expect(result.stdout).toMatch(/✓ later took/);
    expect(result.stdout).toContain("Failed: first");
  });

  it("passes a signal on to every process of the steps running, and starts no other", async () => {
    const dir = project({
      waits: `node -e "require('fs').writeFileSync('pid', String(process.pid)); setInterval(() => {}, 1000)"`,
      never: "echo never-ran",
    });
    const child = spawn(process.execPath, [join(import.meta.dirname, "run-steps.ts"), "waits", "never~waits"], {
      cwd: dir,
    });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    await vi.waitFor(() => expect(existsSync(join(dir, "pid"))).toBe(true), { timeout: 20_000 });
    const pid = Number(readFileSync(join(dir, "pid"), "utf8"));
    child.kill("SIGTERM");
    const [code] = (await once(child, "close")) as [number | null];
    expect(code).toBe(143);
    expect(stdout).toContain("npm test stopped by SIGTERM");
    expect(stdout).not.toContain("never-ran");
    // The step's own node process, below npm and its shell, is gone.
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 20_000 });
  }, 60_000);

  it("keeps going after a failing step, skips only what needs it, and exits non-zero with the list of what failed", () => {
    const result = run(
      {
        first: 'node -e "process.exit(3)"',
        build: 'node -e "process.exit(1)"',
        browser: "echo browser-ran",
        later: "echo later-ran",
      },
      ["first", "build", "browser@build", "later"],
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain("later-ran");
    expect(result.stdout).not.toContain("browser-ran");
    expect(result.stdout).toMatch(/✗ first .*exit code 3/);
    expect(result.stdout).toMatch(/- browser .*not run: needs build/);
    expect(result.stdout).toContain("Failed: first; build; browser (not run: needs build)");
  });

  /** A script that logs one browser test as e2e/run-report.ts does, then exits with `code`. */
  const log = (outcome: object, code = 0) =>
    `node -e "require('fs').appendFileSync(process.env.BROWSER_TESTS_LOG, process.argv[1] + '\\n'); process.exit(${code})" '${JSON.stringify(outcome)}'`;

  it("passes when every step passes, and lists the slowest browser tests the steps logged", () => {
    const result = run(
      { build: "echo built", e2e: log({ title: "slow one", ms: 4200 }), more: log({ title: "quick one", ms: 300 }) },
      ["build", "e2e@build", "more@build"],
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("npm test passed");
    expect(result.stdout).toMatch(
      /ten slowest of the run's 2 browser tests:\n\s+4\.2 s {2}slow one\n\s+0\.3 s {2}quick one/,
    );
    expect(result.stdout).not.toContain("The browser tests that failed");
  });

  it("names the browser tests that failed, with their errors, after the slowest and just before the summary", () => {
    const failing = log(
      { title: "chromium › a.spec.ts › opens", ms: 900, error: "Error: expect(locator).toBeVisible() failed" },
      1,
    );
    const result = run({ build: "echo built", e2e: failing, more: log({ title: "quick one", ms: 300 }) }, [
      "build",
      "e2e@build",
      "more@build",
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(
      /ten slowest[^]*\nThe browser tests that failed:\n {2}✘ chromium › a\.spec\.ts › opens\n {6}Error: expect\(locator\)\.toBeVisible\(\) failed\n\nnpm test failed/,
    );
  });

  it("refuses a step that needs one the run does not have", () => {
    const result = run({ a: "echo a" }, ["a@nothing"]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('a needs "nothing", which is not a step of this run');
  });
});

describe("the browser runs' report (e2e/run-report.ts)", () => {
  it("logs a test that failed and then passed when tried again once, as flaky with its first error", () => {
    const dir = mkdtempSync(join(tmpdir(), "run-report-test-"));
    vi.stubEnv("BROWSER_TESTS_LOG", join(dir, "tests.jsonl"));
    const report = new RunReport();
    const test = {
      id: "t1",
      retries: 1,
      titlePath: () => ["", "chromium", "a.spec.ts", "retried"],
      expectedStatus: "passed",
    } as unknown as TestCase;
    report.onTestEnd(test, {
      status: "failed",
      retry: 0,
      duration: 900,
      errors: [{ message: "Error: first try" }],
    } as unknown as TestResult);
    report.onTestEnd(test, { status: "passed", retry: 1, duration: 800, errors: [] } as unknown as TestResult);
    const logged = readFileSync(join(dir, "tests.jsonl"), "utf8").trim().split("\n");
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      { title: "chromium › a.spec.ts › retried", ms: 800, flaky: "Error: first try" },
    ]);
  });

  it("logs each test's time, and a failed one's first line of error, without a terminal's colours, with its place", () => {
    const dir = mkdtempSync(join(tmpdir(), "run-report-test-"));
    vi.stubEnv("BROWSER_TESTS_LOG", join(dir, "tests.jsonl"));
    const report = new RunReport();
    const test = (title: string) =>
      ({ titlePath: () => ["", "chromium", "a.spec.ts", title], expectedStatus: "passed" }) as unknown as TestCase;
    const result = (status: TestResult["status"], errors: TestResult["errors"] = []) =>
      ({ status, duration: 1200, errors }) as unknown as TestResult;
    report.onTestEnd(test("opens"), result("passed"));
    report.onTestEnd(
      test("shows"),
      result("failed", [
        {
          message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: x",
          location: { file: join(process.cwd(), "e2e/a.spec.ts"), line: 4, column: 3 },
        },
      ]),
    );
    report.onTestEnd(test("waits"), result("timedOut"));
    vi.spyOn(console, "log").mockImplementation(() => {});
    report.onEnd();
    const logged = readFileSync(join(dir, "tests.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as unknown);
    rmSync(dir, { recursive: true, force: true });
    vi.unstubAllEnvs();
    expect(logged).toEqual([
      { title: "chromium › a.spec.ts › opens", ms: 1200 },
      {
        title: "chromium › a.spec.ts › shows",
        ms: 1200,
        error: "Error: expect(locator).toBeVisible() failed (e2e/a.spec.ts:4)",
      },
      { title: "chromium › a.spec.ts › waits", ms: 1200, error: "timedOut" },
    ]);
  });
});
