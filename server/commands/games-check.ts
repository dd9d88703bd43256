/**
 * `games:check`: asks each game's launcher whether the game is there, politely (a queue per host, Retry-After waited
 * out, a time limit per game), and reports the games that do not load. The caller turns a site's games into
 * LaunchTargets (launch address and check rule with their placeholders already filled in). A game whose studio has no
 * rule that tells a withdrawn game from a live one is still asked, but an answer 200 leaves it unverified, never loading.
 */
import { setTimeout as wait } from "node:timers/promises";

/**
 * What a live game's answer is: its status after redirects (default 200), the parameters the query of its address
 * must hold (a query such as `symbol=vs20olympgate&mgckey`: each parameter there and not empty, and equal to its
 * value where one is given), and a text its body must contain.
 */
export type CheckRule = { status?: number; query?: string; contains?: string };
/** A game to ask; without `check`, its studio has no rule, and an answer 200 is all that can be seen. */
export type LaunchTarget = { slug: string; studio: string; url: string; check?: CheckRule | undefined };
export type CheckState = "loads" | "does-not-load" | "unverified";
/** `unreachable`: no answer came at all (the host could not be reached, or said nothing in time). */
export type CheckResult = {
  slug: string;
  studio: string;
  url: string;
  state: CheckState;
  problem?: string;
  unreachable?: true;
};
export type CheckOptions = {
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  onProgress?: (done: number, total: number, result: CheckResult) => void;
  /** Requests at a time to one host (its name and port). */
  perHost?: number;
  /** The most one game may take, from its first request, Retry-After waits included. */
  timeoutMs?: number;
  /** Requests per game in all, when the studio answers 429 or 503. */
  attempts?: number;
};
type Output = { write(text: string): unknown; isTTY?: boolean };

const PER_HOST = 2;
const TIMEOUT_MS = 15_000;
const ATTEMPTS = 3;
/** The wait after a 429 or 503 that names none (or one that cannot be read). */
const DEFAULT_RETRY_AFTER_MS = 5_000;
/** A body is read this far at most, so a huge or endless page cannot exhaust memory or time. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const BUSY_STATUSES = new Set([429, 503]);
/** Network error codes that mean the launcher's host could not be reached at all. */
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "ECONNRESET",
  "UND_ERR_CONNECT_TIMEOUT",
]);
const REQUEST_HEADERS = { "user-agent": "SpinHaven games:check", accept: "text/html,*/*;q=0.8" };

type Settings = Required<Omit<CheckOptions, "onProgress">> & {
  withSlot: <T>(host: string, task: () => Promise<T>) => Promise<T>;
};
/** One request's outcome: the game's result, or the studio asking to come back later. */
type Attempt = { result: CheckResult } | { busy: number; retryAfterMs: number | undefined };

/** Checks every target, at most `perHost` requests at a time per host, and gives the results in the targets' order. */
export async function checkGames(targets: readonly LaunchTarget[], options: CheckOptions = {}): Promise<CheckResult[]> {
  const perHost = options.perHost ?? PER_HOST;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const attempts = options.attempts ?? ATTEMPTS;
  if (!Number.isInteger(perHost) || perHost < 1)
    throw new RangeError(`perHost must be a whole number of 1 or more, not ${perHost}`);
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`attempts must be a whole number of 1 or more, not ${attempts}`);
  if (!(timeoutMs > 0)) throw new RangeError(`timeoutMs must be more than 0, not ${timeoutMs}`);
  const settings: Settings = {
    fetch: options.fetch ?? fetch,
    now: options.now ?? Date.now,
    sleep: options.sleep ?? ((ms) => wait(ms)),
    perHost,
    timeoutMs,
    attempts,
    withSlot: hostQueues(perHost),
  };
  let done = 0;
  return Promise.all(
    targets.map(async (target) => {
      const result = await checkGame(target, settings);
      done += 1;
      options.onProgress?.(done, targets.length, result);
      return result;
    }),
  );
}

/** How many games are in each state. */
export function counts(results: readonly CheckResult[]): {
  checked: number;
  load: number;
  doNotLoad: number;
  unverified: number;
} {
  const count = (state: CheckState) => results.filter((result) => result.state === state).length;
  return {
    checked: results.length,
    load: count("loads"),
    doNotLoad: count("does-not-load"),
    unverified: count("unverified"),
  };
}

/** What the command says when no launcher answered at all, and its exit code then. */
export const OFFLINE = "no launcher host could be reached: is this machine offline?";

/**
 * One line per game that does not load, then a line per studio and the summary, and the exit code: 1 when any game
 * does not load. An unverified game fails nothing: its launcher answered, and nothing public says how its answer would
 * tell a withdrawn game. When not one launcher answered, the one line OFFLINE instead, and 2: the games were not
 * checked, and listing each as failing would say the opposite.
 */
export function report(results: readonly CheckResult[]): { lines: string[]; summary: string; exitCode: 0 | 1 | 2 } {
  if (results.length > 0 && results.every((result) => result.unreachable))
    return { lines: [], summary: OFFLINE, exitCode: 2 };
  const { checked, load, doNotLoad, unverified } = counts(results);
  const studios = [...new Set(results.map((result) => result.studio))];
  const tally = (of: readonly CheckResult[]) => {
    const counted = counts(of);
    return `${counted.load} load, ${counted.doNotLoad} do not, ${counted.unverified} unverified`;
  };
  return {
    lines: [
      ...results
        .filter((result) => result.state === "does-not-load")
        .map((result) => `${result.slug}: ${result.studio}: ${result.problem ?? "does not load"}`),
      ...studios.map((studio) => `${studio}: ${tally(results.filter((result) => result.studio === studio))}`),
    ],
    summary: `checked ${checked} games: ${load} load, ${doNotLoad} do not, ${unverified} unverified`,
    exitCode: doNotLoad > 0 ? 1 : 0,
  };
}

/**
 * The command's body: on a terminal, a line of progress on stderr kept up to date in place; then on stdout each game
 * that does not load once, a line per studio and the summary, or with `json` the same as one JSON document; with
 * `save`, the answers kept (not when no launcher answered at all). Returns the exit code.
 */
export async function runGamesCheck(
  targets: readonly LaunchTarget[],
  {
    json = false,
    out = { stdout: process.stdout, stderr: process.stderr },
    save,
  }: {
    json?: boolean;
    out?: { stdout: Output; stderr: Output };
    /** Keeps the answers (--save), those of the games whose launcher answered at all; says where, on stderr. */
    save?: (answered: readonly CheckResult[]) => string;
  } = {},
): Promise<0 | 1 | 2> {
  const progress = out.stderr.isTTY === true;
  const results = await checkGames(targets, {
    onProgress: (done, total) => {
      if (progress) out.stderr.write(`\r[${done}/${total}] checked${done === total ? "\n" : ""}`);
    },
  });
  const { lines, summary, exitCode } = report(results);
  // No answer is not an answer: a game is saved as not loading only when its launcher said so.
  if (save && exitCode !== 2) out.stderr.write(`${save(results.filter((result) => !result.unreachable))}\n`);
  if (json) {
    out.stdout.write(`${JSON.stringify({ ...counts(results), games: results }, null, 2)}\n`);
  } else {
    out.stdout.write([...lines, summary].map((line) => `${line}\n`).join(""));
  }
  return exitCode;
}

/** A queue per host: a task runs once fewer than `limit` tasks of its host run; the others wait their turn in order. */
function hostQueues(limit: number) {
  const hosts = new Map<string, { running: number; waiting: (() => void)[] }>();
  return async <T>(host: string, task: () => Promise<T>): Promise<T> => {
    let queue = hosts.get(host);
    if (!queue) hosts.set(host, (queue = { running: 0, waiting: [] }));
    if (queue.running < limit) queue.running += 1;
    else await new Promise<void>((start) => queue.waiting.push(start));
    try {
      return await task();
    } finally {
      // The place passes straight to the next task waiting, so `running` counts it already.
      const next = queue.waiting.shift();
      if (next) next();
      else queue.running -= 1;
    }
  };
}

async function checkGame(target: LaunchTarget, settings: Settings): Promise<CheckResult> {
  const fails = (problem: string): CheckResult => ({
    slug: target.slug,
    studio: target.studio,
    url: target.url,
    state: "does-not-load",
    problem,
  });
  let address: URL;
  try {
    address = new URL(target.url);
  } catch {
    return fails(`the launch address is not a valid address: ${target.url}`);
  }
  if (address.protocol !== "https:" && address.protocol !== "http:")
    return fails(`the launch address is not http or https: ${target.url}`);
  // The game keeps its place in its host's queue while it waits out a Retry-After, so the studio gets fewer requests.
  return settings.withSlot(address.host, async () => {
    const deadline = settings.now() + settings.timeoutMs;
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await ask(target, deadline - settings.now(), settings);
      if ("result" in outcome) return outcome.result;
      if (attempt >= settings.attempts) {
        return fails(
          settings.attempts === 1
            ? `answered ${outcome.busy}, expected ${target.check?.status ?? 200}`
            : `answered ${outcome.busy} on each of ${settings.attempts} attempts`,
        );
      }
      const pause = outcome.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
      const left = deadline - settings.now();
      if (pause >= left)
        return fails(
          `answered ${outcome.busy} and asked to wait ${duration(pause)}, longer than the ${duration(left)} left for this game`,
        );
      await settings.sleep(pause);
    }
  });
}

/** One request, aborted once the game's time is up, its body read only as far as the check needs. */
async function ask(target: LaunchTarget, timeLeftMs: number, settings: Settings): Promise<Attempt> {
  const base = { slug: target.slug, studio: target.studio, url: target.url };
  const fails = (problem: string) => ({ result: { ...base, state: "does-not-load" as const, problem } });
  // An answer that meets the rule is a live game's; with no rule, an answer 200 is all there is, and proves nothing.
  const passes = { result: { ...base, state: target.check ? ("loads" as const) : ("unverified" as const) } };
  const expected = target.check?.status ?? 200;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), Math.max(0, timeLeftMs));
  let answered = false;
  try {
    const response = await settings.fetch(target.url, {
      redirect: "follow",
      signal: abort.signal,
      headers: REQUEST_HEADERS,
    });
    answered = true;
    if (response.status !== expected) {
      await discard(response);
      if (BUSY_STATUSES.has(response.status))
        return {
          busy: response.status,
          retryAfterMs: retryAfterMs(response.headers.get("retry-after"), settings.now()),
        };
      const where = response.redirected ? ` after a redirect to ${response.url}` : "";
      return fails(`answered ${response.status}${where}, expected ${expected}`);
    }
    const queryProblem = target.check?.query ? missingFromQuery(response.url, target.check.query) : undefined;
    if (queryProblem) {
      await discard(response);
      return fails(`the answer's address, ${response.url}, ${queryProblem}`);
    }
    const text = target.check?.contains;
    if (text === undefined || text === "") {
      await discard(response);
      return passes;
    }
    const body = await search(response, text);
    if (body.found) return passes;
    return fails(
      body.cutShort
        ? `the first ${MAX_BODY_BYTES / 1024 / 1024} MB of the answer do not contain "${text}"`
        : `the answer does not contain "${text}"`,
    );
  } catch (error) {
    if (answered)
      return fails(
        abort.signal.aborted ? `the answer did not end within ${duration(settings.timeoutMs)}` : networkProblem(error),
      );
    // No answer at all: the host could not be reached, or said nothing in time.
    const problem = abort.signal.aborted ? `no answer within ${duration(settings.timeoutMs)}` : networkProblem(error);
    return { result: { ...fails(problem).result, unreachable: true as const } };
  } finally {
    clearTimeout(timer);
  }
}

/** What the query of `address` lacks of `expected`: a parameter missing or empty, or another value than one it gives. */
function missingFromQuery(address: string, expected: string): string | undefined {
  const query = URL.parse(address)?.searchParams ?? new URLSearchParams();
  for (const [name, value] of new URLSearchParams(expected)) {
    const found = query.get(name);
    if (!found) return `has no "${name}" in its query`;
    if (value !== "" && found !== value) return `has ${name} "${found}" in its query, expected "${value}"`;
  }
  return undefined;
}

/** Reads the body until `text` turns up, the body ends, or the cap is reached; keeps only the tail a match could span. */
async function search(response: Response, text: string): Promise<{ found: boolean; cutShort: boolean }> {
  if (!response.body) return { found: false, cutShort: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let tail = "";
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { found: (tail + decoder.decode()).includes(text), cutShort: false };
      const chunk = value.subarray(0, MAX_BODY_BYTES - bytes);
      bytes += chunk.byteLength;
      const seen = tail + decoder.decode(chunk, { stream: true });
      if (seen.includes(text)) return { found: true, cutShort: false };
      if (bytes >= MAX_BODY_BYTES) return { found: false, cutShort: true };
      tail = text.length > 1 ? seen.slice(-(text.length - 1)) : "";
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/** Lets go of a body the check does not need, so its connection is freed. */
async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** Retry-After as a wait in ms: whole seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** fetch's "fetch failed" says little: its cause names what went wrong. */
function networkProblem(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = codeOf(cause) ?? (cause instanceof AggregateError ? codeOf(cause.errors[0]) : undefined);
  if (code && CONNECT_CODES.has(code)) return `could not connect: ${code}`;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `the request failed: ${message}${code && !message.includes(code) ? ` (${code})` : ""}`;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** 15000 → "15 s", 2500 → "2.5 s", 50 → "50 ms". */
function duration(ms: number): string {
  return ms < 1000 ? `${Math.max(0, Math.round(ms))} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}
