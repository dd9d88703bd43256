import { appendFileSync } from "node:fs";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many of a run's tests are listed at its end. */
const SLOWEST_COUNT = 10;

export type Timing = { title: string; ms: number };

/** The slowest of some timed tests, slowest first, as lines to print. */
export function slowestLines(timings: readonly Timing[]): string[] {
  return timings
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST_COUNT)
    .map(({ title, ms }) => `${`${(ms / 1000).toFixed(1)} s`.padStart(7)}  ${title}`);
}

/**
 * A Playwright reporter that prints the run's ten slowest tests once it ends, so that the next slow test is
 * seen the day it arrives. With `SLOWEST_TESTS_LOG` set (npm test sets it), each test's time is also added
 * to that file, one JSON line a test, for the summary of the whole run.
 */
export default class SlowestTests implements Reporter {
  private readonly timings: Timing[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    // A test that ran more than once (there are no retries; a repeat of `--repeat-each`) counts each time.
    const timing = { title: test.titlePath().filter(Boolean).join(" › "), ms: result.duration };
    this.timings.push(timing);
    if (process.env.SLOWEST_TESTS_LOG) appendFileSync(process.env.SLOWEST_TESTS_LOG, `${JSON.stringify(timing)}\n`);
  }

  onEnd() {
    if (this.timings.length === 0) return;
    console.log(`\nThe ${Math.min(SLOWEST_COUNT, this.timings.length)} slowest tests of this run:\n${slowestLines(this.timings).join("\n")}`);
  }

  printsToStdio() {
    return false;
  }
}
