import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many of a run's tests are listed at its end. */
const SLOWEST_COUNT = 10;

/**
 * One browser test as it ended: its time, the first line of its error when it failed, and when it failed once and
 * then passed when tried again, the first line of that first error (`flaky`).
 */
export type TestOutcome = { title: string; ms: number; error?: string; flaky?: string };

/** The slowest of some timed tests, slowest first, as lines to print. */
export function slowestLines(outcomes: readonly TestOutcome[]): string[] {
  return outcomes
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_COUNT)
    .map(({ title, ms }) => `${`${(ms / 1000).toFixed(1)} s`.padStart(7)}  ${title}`);
}

/** The tests that failed, each with the first line of its error, as lines to print. */
export function failedLines(outcomes: readonly TestOutcome[]): string[] {
  return outcomes.flatMap(({ title, error }) => (error === undefined ? [] : [`  ✘ ${title}`, `      ${error}`]));
}

/** The tests that passed only when tried again, each with the first line of its first error, as lines to print. */
export function flakyLines(outcomes: readonly TestOutcome[]): string[] {
  return outcomes.flatMap(({ title, flaky }) => (flaky === undefined ? [] : [`  ↻ ${title}`, `      ${flaky}`]));
}

/** The first line of what a failed test reported, without the colours of a terminal, and the line of the test it came from. */
function firstErrorLine(result: TestResult): string {
  const [error] = result.errors;
  const message = stripVTControlCharacters(error?.message ?? error?.value ?? "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim();
  const place = error?.location ? ` (${relative(process.cwd(), error.location.file)}:${error.location.line})` : "";
  return `${message ?? result.status}${place}`;
}

/**
 * A Playwright reporter that prints the run's ten slowest tests once it ends, so that the next slow test is
 * seen the day it arrives. With `BROWSER_TESTS_LOG` set (npm test sets it), each test's time, and a failed test's
 * error, is also added to that file, one JSON line a test, for the summary of the whole run: its last lines name
 * what failed, where a log cut to its end still shows them.
 */
export default class RunReport implements Reporter {
  private readonly outcomes: TestOutcome[] = [];
  /** The first error of each test that failed and is to be tried again, by the test's id. */
  private readonly retried = new Map<string, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    const failed = result.status !== test.expectedStatus;
    // A failure that is tried again is logged with the try that ends it: a pass then says it was flaky.
    if (failed && result.retry < test.retries) {
      if (!this.retried.has(test.id)) this.retried.set(test.id, firstErrorLine(result));
      return;
    }
    const first = this.retried.get(test.id);
    // A test that ran more than once for `--repeat-each` counts each time.
    const outcome: TestOutcome = {
      title: test.titlePath().filter(Boolean).join(" › "),
      ms: result.duration,
      ...(failed ? { error: firstErrorLine(result) } : first === undefined ? {} : { flaky: first }),
    };
    this.outcomes.push(outcome);
    if (process.env.BROWSER_TESTS_LOG) appendFileSync(process.env.BROWSER_TESTS_LOG, `${JSON.stringify(outcome)}\n`);
  }

  onEnd() {
    if (this.outcomes.length === 0) return;
    console.log(
      `\nThe ${Math.min(SLOWEST_COUNT, this.outcomes.length)} slowest tests of this run:\n${slowestLines(this.outcomes).join("\n")}`,
    );
  }

  printsToStdio() {
    return false;
  }
}
