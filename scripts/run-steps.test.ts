import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestCase, TestResult } from "@playwright/test/reporter";
import { afterEach, describe, expect, it, vi } from "vitest";
import RunReport from "#e2e/run-report.ts";
import { parseStep } from "#scripts/run-steps.ts";

describe("parseStep", () => {
  it("reads a step and what it needs", () => {
    expect(parseStep("lint")).toEqual({ name: "lint", needs: [] });
    expect(parseStep("test:e2e@system-tools,build")).toEqual({ name: "test:e2e", needs: ["system-tools", "build"] });
  });
});

describe("run-steps, on a project of its own", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** Runs run-steps on a package.json whose scripts are these, in a folder of its own. */
  function run(scripts: Record<string, string>, steps: string[]) {
    const dir = mkdtempSync(join(tmpdir(), "run-steps-test-"));
    dirs.push(dir);
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "steps", private: true, scripts }));
    return spawnSync(process.execPath, [join(import.meta.dirname, "run-steps.ts"), ...steps], {
      cwd: dir,
      encoding: "utf8",
    });
  }

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
