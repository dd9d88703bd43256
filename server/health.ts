/**
 * GET /api/health, the same on every host, in the format of the IETF draft "Health Check Response Format for
 * HTTP APIs" (application/health+json). Anyone may ask whether the site is well: `{"status":"pass"}` with 200, or
 * `{"status":"fail"}` with 503, for an uptime monitor. Only with `Authorization: Bearer <HEALTH_TOKEN>` does the
 * answer say which site and build it is and, on a site that delivers contact messages, how delivery goes; on a site
 * that counts plays, the games whose launcher failed for FAILING_VISITORS or more visitors in a day since yesterday
 * turn it `warn` (still 200), and with the token it names them. Never a
 * visitor's name, address or message, and never a credential: the checks hold counts, times and the mail server's
 * reply, nothing else.
 */
import { FAILING_VISITORS, type FailingDay } from "#shared/plays.ts";

const ALLOW = "GET, HEAD";
const DEFAULT_MAX_PENDING_SECONDS = 3600;

export type CheckStatus = "pass" | "warn" | "fail";

/** One measurement of a component, shaped as the draft's checks. */
export type Check = {
  observedValue?: number | string;
  observedUnit?: string;
  status: CheckStatus;
  time: string;
  output?: string;
};

export type Checks = Record<string, Check[]>;

/** What a host's message store says about delivery, read when the health check is asked. */
export type DeliveryFacts = {
  pending: number;
  oldestPendingAt: number | null;
  lastDeliveredAt: number | null;
  /** The mail server's latest refusal of a message still waiting (its reply code and text), if any. */
  lastRefusal: string | null;
  /** The messages held as a robot's, kept for the operator and never forwarded unless released. */
  held: number;
  /** When the oldest of them came, if any is held: one left unreviewed (neither released nor discarded) for a day warns. */
  oldestHeldAt: number | null;
  /** Whether messages are forwarded at all (SMTP_URL on Node, the EMAIL binding on Cloudflare). */
  forwarding: boolean;
};

/** Whether a message as large as the form allows could be written now, and how long finding out took. */
export type WriteProbe = { error: string | null; ms: number };

/** How long a held message may wait for the operator's look before the health check warns. */
export const HELD_UNREVIEWED_MS = 24 * 60 * 60 * 1000;

/** A probe's answer serves the health checks of the next few seconds: a flood of them costs one write each time. */
const PROBE_FOR_MS = 5000;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** What the health check asks of a host's message store (SQLite on Node, D1 on Cloudflare). */
export type HealthStore = {
  /** Throws, or rejects, when the database cannot be read. */
  deliveryFacts(): DeliveryFacts | Promise<DeliveryFacts>;
  /** Writes the largest message the form takes and takes it back; throws, or rejects, as a message would fail. */
  probeWrite(): void | Promise<void>;
};

/**
 * The delivery checks of one store: its outbox read at each check, its write probe timed and repeated at most every
 * few seconds. `forget` drops the last probe, so a message that could not be stored is looked at again at once.
 */
export function deliveryHealth(store: HealthStore, maxPendingSeconds: number) {
  let probe: (WriteProbe & { at: number }) | undefined;
  const probeWrite = async (): Promise<WriteProbe> => {
    const started = performance.now();
    try {
      await store.probeWrite();
      return { error: null, ms: performance.now() - started };
    } catch (error) {
      return { error: asError(error).message, ms: performance.now() - started };
    }
  };
  return {
    async check(now = Date.now()) {
      if (!probe || now - probe.at >= PROBE_FOR_MS) probe = { ...(await probeWrite()), at: now };
      const facts = await Promise.resolve()
        .then(() => store.deliveryFacts())
        .catch(asError);
      return deliveryChecks(facts, probe, now, maxPendingSeconds);
    },
    forget() {
      probe = undefined;
    },
  };
}

/** HEALTH_MAX_PENDING_SECONDS: how long a message may wait for delivery before the health check fails. */
export function maxPendingSecondsFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_MAX_PENDING_SECONDS;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`HEALTH_MAX_PENDING_SECONDS: expected a positive number of seconds, got ${JSON.stringify(value)}`);
  }
  return seconds;
}

/**
 * The checks of a site that delivers, and whether they pass. `facts` is an Error when the database could not be
 * read at all. A refusal alone is a warning: the health check fails once a message has waited too long.
 */
export function deliveryChecks(
  facts: DeliveryFacts | Error,
  write: WriteProbe,
  now: number,
  maxPendingSeconds: number,
): { status: "pass" | "fail"; checks: Checks } {
  const time = new Date(now).toISOString();
  const database: Check = {
    observedValue: Math.round(write.ms * 10) / 10,
    observedUnit: "ms",
    status: write.error === null && !(facts instanceof Error) ? "pass" : "fail",
    time,
    ...(write.error !== null
      ? { output: write.error }
      : facts instanceof Error
        ? { output: `cannot be read: ${facts.message}` }
        : {}),
  };
  if (facts instanceof Error) return { status: "fail", checks: { "database:write": [database] } };
  const waited = facts.oldestPendingAt === null ? 0 : Math.max(0, Math.round((now - facts.oldestPendingAt) / 1000));
  const stuck = facts.forwarding && waited > maxPendingSeconds;
  // A person's message held by mistake is lost to them until the operator looks: a warning, not a failure.
  const unreviewed = facts.oldestHeldAt !== null && now - facts.oldestHeldAt > HELD_UNREVIEWED_MS;
  const delivery: Check = {
    ...(facts.lastDeliveredAt !== null && { observedValue: new Date(facts.lastDeliveredAt).toISOString() }),
    status: facts.forwarding && facts.lastRefusal === null ? "pass" : "warn",
    time,
    ...(!facts.forwarding
      ? { output: "not forwarded: no mail server is set, messages are only kept" }
      : facts.lastRefusal !== null && { output: facts.lastRefusal }),
  };
  const checks: Checks = {
    "messages:pending": [{ observedValue: facts.pending, observedUnit: "messages", status: "pass", time }],
    "messages:held": [
      {
        observedValue: facts.held,
        observedUnit: "messages",
        status: unreviewed ? "warn" : "pass",
        time,
        ...(unreviewed && {
          output: "a held message has waited more than a day: release or discard it (npm run inbox -- held)",
        }),
      },
    ],
    "messages:oldestPending": [
      {
        observedValue: waited,
        observedUnit: "s",
        status: stuck ? "fail" : "pass",
        time,
        ...(stuck && { output: `waiting longer than ${maxPendingSeconds} s` }),
      },
    ],
    "smtp:delivery": [delivery],
    "database:write": [database],
  };
  return { status: stuck || database.status === "fail" ? "fail" : "pass", checks };
}

/** Compares digests, so the time taken says nothing about how much of the token was right, nor its length. */
async function isToken(authorization: string | null | undefined, token: string | undefined): Promise<boolean> {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1];
  if (!token || given === undefined) return false;
  const digest = (value: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  const [a, b] = (await Promise.all([digest(given), digest(token)])).map((buffer) => new Uint8Array(buffer));
  let difference = 0;
  for (let index = 0; index < 32; index += 1) difference |= (a?.[index] ?? 0) ^ (b?.[index] ?? 0);
  return difference === 0;
}

export type HealthRequest = { method: string; authorization: string | null | undefined };

export type HealthService = {
  /** HEALTH_TOKEN; without one, no answer has details. */
  token: string | undefined;
  serviceId: string;
  version: string;
  /** The delivery checks, on a site that delivers contact messages. */
  delivery?: () => Promise<{ status: "pass" | "fail"; checks: Checks }>;
  /** On a site that counts plays: the days since yesterday on which a game failed for FAILING_VISITORS or more visitors. */
  failing?: () => Promise<readonly FailingDay[]>;
};

/** The check of the games that failed for visitors: `warn`, naming them and their worst day, while there are any. */
export function failingCheck(failing: readonly FailingDay[] | Error, now: number): Check {
  const time = new Date(now).toISOString();
  if (failing instanceof Error) return { status: "warn", time, output: `the plays cannot be read: ${failing.message}` };
  // Newest day first, most failures first: a game's first row is its latest day's.
  const latest = new Map<string, FailingDay>();
  for (const day of failing) if (!latest.has(day.game)) latest.set(day.game, day);
  const games = [...latest.values()];
  return {
    observedValue: games.length,
    observedUnit: "games",
    status: games.length > 0 ? "warn" : "pass",
    time,
    ...(games.length > 0 && {
      output: `did not load for ${FAILING_VISITORS} or more visitors a day: ${games
        .map(({ game, day, fails }) => `${game} (${fails} on ${day})`)
        .join(", ")} (npm run games:failing)`,
    }),
  };
}

export type HealthAnswer = { status: number; headers: Record<string, string>; body: string };

export async function answerHealth(request: HealthRequest, service: HealthService): Promise<HealthAnswer> {
  const noStore = { "Cache-Control": "no-store" };
  if (request.method !== "GET" && request.method !== "HEAD") {
    return {
      status: 405,
      headers: { ...noStore, Allow: ALLOW, "Content-Type": "text/plain; charset=utf-8" },
      body: "405 Method Not Allowed\n",
    };
  }
  const delivery = await service.delivery?.();
  const now = Date.now();
  const failing =
    service.failing && failingCheck(await service.failing().catch((error: unknown) => asError(error)), now);
  const status: CheckStatus = delivery?.status === "fail" ? "fail" : failing?.status === "warn" ? "warn" : "pass";
  const checks: Checks = { ...delivery?.checks, ...(failing && { "games:failing": [failing] }) };
  const details = (await isToken(request.authorization, service.token))
    ? { serviceId: service.serviceId, version: service.version, ...(Object.keys(checks).length > 0 && { checks }) }
    : {};
  const body = `${JSON.stringify({ status, ...details })}\n`;
  return {
    status: status === "fail" ? 503 : 200,
    headers: { ...noStore, "Content-Type": "application/health+json" },
    body: request.method === "HEAD" ? "" : body,
  };
}
