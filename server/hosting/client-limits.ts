/**
 * How long the Node server waits for a client, so slow and idle connections cannot pile up on a server put
 * straight on the internet: a request's headers must arrive within `headersSeconds` of the connection's start,
 * the whole request within `requestSeconds` (both answered 408, and the connection closed), and a keep-alive
 * connection with nothing in flight closes after `idleSeconds`. Node looks for expired requests once a second.
 * Each can be changed from the environment (CLIENT_HEADERS_SECONDS, CLIENT_REQUEST_SECONDS, CLIENT_IDLE_SECONDS).
 */
export const CLIENT_LIMITS = { headersSeconds: 10, requestSeconds: 30, idleSeconds: 5 } as const;

/** How often Node checks for requests past their time, in ms: a late request is closed within this much. */
export const CHECK_INTERVAL_MS = 1000;

type ClientLimits = { -readonly [Key in keyof typeof CLIENT_LIMITS]: number };

const VARIABLES: Record<keyof ClientLimits, string> = {
  headersSeconds: "CLIENT_HEADERS_SECONDS",
  requestSeconds: "CLIENT_REQUEST_SECONDS",
  idleSeconds: "CLIENT_IDLE_SECONDS",
};

/** The limits, each from its variable if set (a positive number of seconds); throws a message naming the variable. */
export function clientLimitsFrom(env: NodeJS.ProcessEnv): ClientLimits {
  const limits: ClientLimits = { ...CLIENT_LIMITS };
  for (const [key, variable] of Object.entries(VARIABLES) as [keyof ClientLimits, string][]) {
    const value = env[variable];
    if (value === undefined || value === "") continue;
    const seconds = Number(value);
    if (!Number.isFinite(seconds) || seconds <= 0)
      throw new Error(`${variable}: expected a positive number of seconds, got ${JSON.stringify(value)}`);
    limits[key] = seconds;
  }
  if (limits.headersSeconds > limits.requestSeconds) {
    throw new Error(
      `CLIENT_HEADERS_SECONDS (${limits.headersSeconds}) must not exceed CLIENT_REQUEST_SECONDS (${limits.requestSeconds}): the headers are part of the request`,
    );
  }
  return limits;
}
