/**
 * The contact endpoint (POST /api/contact), the same on every host: the Node server and the Cloudflare Worker
 * adapt their requests to `ContactRequest` and send back the `ContactAnswer`. It refuses what it must before
 * reading the body, checks the message with the form's own schema, and stores it before answering.
 *
 * The form with JavaScript posts JSON and gets JSON. Without JavaScript it posts a plain HTML form: a success is
 * a 303 to the contact page in the visitor's language (its confirmation shows through the address's #fragment),
 * and a refused message gets the contact page again, with the visitor's text in the fields and the reason shown.
 *
 * A message that looks like a robot's (spam-signals.ts) is stored all the same, held, and answered as any other.
 * Beside it, GET /api/challenge gives the form a proof-of-work challenge to solve (proof-of-work.ts).
 */
import type { Challenge } from "altcha-lib";
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  MAX_BODY_BYTES,
  NOTICE,
  PROOF_FIELD,
  type ContactMessage,
} from "#shared/contact-message.ts";
import { checkContactMessage } from "#server/messages/contact-schema.ts";
import type { ProofVerdict } from "#server/messages/proof-of-work.ts";
import type { RateLimiter } from "#server/messages/rate-limit.ts";
import { type HeldReason, REPEAT_WINDOW_MS, heldReasons, isTemplateLength } from "#server/messages/spam-signals.ts";

/** A body past the limit: its start, as far as it was read (at most the limit), since the rest is not read. */
export class TooLarge {
  readonly start: string;
  constructor(start: string) {
    this.start = start;
  }
}

export type ContactRequest = {
  method: string;
  /** The Host the request came to. */
  host: string | undefined;
  header(name: string): string | null | undefined;
  /** The body as text, or TooLarge with its first `limit` bytes as soon as it passes them. */
  readBody(limit: number): Promise<string | TooLarge>;
  /** Who sent it, for the rate limit only. */
  client: string;
};

export type ContactAnswer = { status: number; headers: Record<string, string>; body: string };

export type ContactEndpoint = {
  /** The site's languages, the first the default, each with its contact page's address. */
  pages: Readonly<Record<string, string>>;
  defaultLocale: string;
  limiter: RateLimiter;
  /** Verifies the proof of work sent with a message, and claims it so that it counts once. */
  checkProof(value: unknown): Promise<ProofVerdict>;
  /** How many other addresses sent the same text since `since` (milliseconds since 1970). */
  otherSenders(message: ContactMessage, since: number): Promise<number>;
  /** How long a message that could be a template waits before it is first forwarded (CONTACT_HOLD_BACK_SECONDS). */
  holdBackMs: number;
  /**
   * Commits the message, held for `heldReasons` if there are any, its first delivery attempt due `holdBackMs` after
   * it was received, and gives its id; throws when it cannot (a full disk, a read-only or locked database).
   */
  store(
    message: ContactMessage,
    locale: string,
    heldReasons: readonly HeldReason[],
    holdBackMs: number,
  ): Promise<string>;
  /** The prerendered contact page at `path`, to answer a form sent without JavaScript that was refused. */
  page(path: string): Promise<string | undefined>;
};

const REASONS: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  405: "Method Not Allowed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  503: "Service Unavailable",
};

/** When a visitor may try again after a message could not be stored: the disk may need an operator. */
export const UNAVAILABLE_RETRY_SECONDS = 300;

const NO_STORE = { "Cache-Control": "no-store" };

const json = (status: number, value: object, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { ...NO_STORE, ...headers, "Content-Type": "application/json; charset=utf-8" },
  body: JSON.stringify(value),
});

const text = (status: number, headers: Record<string, string> = {}): ContactAnswer => ({
  status,
  headers: { ...NO_STORE, ...headers, "Content-Type": "text/plain; charset=utf-8" },
  body: `${status} ${REASONS[status] ?? ""}\n`,
});

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The contact page with the visitor's values back in its fields and one notice shown: what a form sent
 * without JavaScript gets when it was refused, so nothing typed is lost.
 */
export function refilledContactPage(html: string, values: Record<string, string>, notice: string): string {
  let page = html.replace(`id="${notice}" hidden=""`, `id="${notice}"`);
  for (const field of ["name", "email"]) {
    // A function, so that the visitor's `$&` or `$\`` is text, not a pattern of replace() that splices the page in.
    page = page.replace(
      `<input id="contact-${field}"`,
      (input) => `${input} value="${escapeHtml(values[field] ?? "")}"`,
    );
  }
  return page.replace(
    /(<textarea id="contact-message"[^>]*>)<\/textarea>/,
    (_, open: string) => `${open}${escapeHtml(values.message ?? "")}</textarea>`,
  );
}

/** Only the same site may post: a browser names another site in Origin or Sec-Fetch-Site. */
function isCrossSite(request: ContactRequest): boolean {
  if (request.header("sec-fetch-site") === "cross-site") return true;
  const origin = request.header("origin");
  if (origin === null || origin === undefined) return false;
  const host = URL.parse(origin)?.host;
  return host === undefined || host.toLowerCase() !== (request.host ?? "").toLowerCase();
}

/**
 * A form's fields. The browser sends each line break of a text area as CR LF, where its own count (the field's
 * maxlength) and the script's JSON have LF: turned back, the text is what the visitor typed and fits the same limit.
 */
const formFields = (body: string): Record<string, string> =>
  Object.fromEntries([...new URLSearchParams(body)].map(([name, value]) => [name, value.replace(/\r\n/g, "\n")]));

/**
 * The fields of a form's start, its last one cut where the reading stopped: a %XX escape or a character's bytes cut
 * short (which decode to U+FFFD) are left out.
 */
const formStart = (start: string) =>
  Object.fromEntries(
    Object.entries(formFields(start.replace(/%[0-9A-Fa-f]?$/, ""))).map(([name, value]) => [
      name,
      value.replace(/\uFFFD+$/, ""),
    ]),
  );

function parseBody(body: string, type: "form" | "json"): Record<string, unknown> | undefined {
  if (type === "form") return formFields(body);
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function answerContact(request: ContactRequest, endpoint: ContactEndpoint): Promise<ContactAnswer> {
  const mediaType = (request.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  const type =
    mediaType === "application/json" ? "json" : mediaType === "application/x-www-form-urlencoded" ? "form" : undefined;
  // The island asks for JSON; a plain form gets pages and redirects.
  const wantsJson = type === "json" || (request.header("accept") ?? "").includes("application/json");
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    wantsJson ? json(status, { error }, headers) : text(status, headers);

  if (request.method !== "POST") return refuse(405, "method", { Allow: "POST" });
  if (isCrossSite(request)) return refuse(403, "cross-site");
  if (type === undefined) return refuse(415, "content-type");
  const tooLarge = { Connection: "close" };
  // The script never sends that much: refused unread. A form is read as far as the limit, to be given back.
  if (wantsJson && Number(request.header("content-length") ?? 0) > MAX_BODY_BYTES)
    return refuse(413, "too-large", tooLarge);
  const body = await request.readBody(MAX_BODY_BYTES);
  if (body instanceof TooLarge && wantsJson) return refuse(413, "too-large", tooLarge);
  const fields = body instanceof TooLarge ? formStart(body.start) : parseBody(body, type);
  if (fields === undefined) return refuse(400, "malformed");

  // A site's own language only: `toString` or `__proto__` is in every object, and would make an address of a function.
  const locale =
    typeof fields.locale === "string" && Object.hasOwn(endpoint.pages, fields.locale)
      ? fields.locale
      : endpoint.defaultLocale;
  const contactPage = endpoint.pages[locale] ?? "/";
  const sent = () =>
    wantsJson
      ? json(201, { ok: true })
      : { status: 303, headers: { ...NO_STORE, Location: `${contactPage}#${NOTICE.sent}` }, body: "" };
  const refill = async (status: number, notice: string, headers: Record<string, string>) => {
    const page = await endpoint.page(contactPage);
    if (page === undefined) return text(status, headers);
    const values = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, typeof fields[field] === "string" ? fields[field] : ""]),
    );
    return {
      status,
      headers: { ...NO_STORE, ...headers, "Content-Type": "text/html; charset=utf-8" },
      body: refilledContactPage(page, values, notice),
    };
  };

  // More than the form lets anyone type, in any script: the page again, with as much as was read, and why.
  if (body instanceof TooLarge) return refill(413, NOTICE.invalid, tooLarge);

  const checked = checkContactMessage(fields);
  if (!checked.ok)
    return wantsJson ? json(400, { error: "invalid", fields: checked.fields }) : refill(400, NOTICE.invalid, {});

  const allowed = endpoint.limiter.take(request.client);
  if (!allowed.ok) {
    const retryAfter = { "Retry-After": String(allowed.retryAfterSeconds) };
    return wantsJson
      ? json(429, { error: "rate-limited", retryAfter: allowed.retryAfterSeconds }, retryAfter)
      : refill(429, NOTICE.rateLimited, retryAfter);
  }
  try {
    // A robot's message is kept and answered like a person's: it learns nothing, and nobody's message is lost to a trap.
    const reasons = heldReasons({
      message: checked.message,
      honeypot: fields[HONEYPOT_FIELD] !== undefined && fields[HONEYPOT_FIELD] !== "",
      fromScript: type === "json",
      proof: await endpoint.checkProof(fields[PROOF_FIELD]),
      // Looked up only for a text long enough to be a template: a short one is never held for being repeated.
      otherSenders: isTemplateLength(checked.message.message)
        ? await endpoint.otherSenders(checked.message, Date.now() - REPEAT_WINDOW_MS)
        : 0,
    });
    // A template-length text that is not held may be a farm's first copy, which only the copies after it tell: it
    // waits, so that the copy that is held holds it too. A short one is never held for repetition, and goes at once.
    const holdBackMs = reasons.length === 0 && isTemplateLength(checked.message.message) ? endpoint.holdBackMs : 0;
    await endpoint.store(checked.message, locale, reasons, holdBackMs);
  } catch {
    // Not stored, so never acknowledged: the visitor keeps the message and is told to try later (the host logs why).
    const retryAfter = { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) };
    return wantsJson ? json(503, { error: "unavailable" }, retryAfter) : refill(503, NOTICE.unavailable, retryAfter);
  }
  return sent();
}

/**
 * GET /api/challenge: a new challenge for the form's proof of work, never cached; 503 while its key cannot be read
 * (the database unreadable, or not yet written): the form then sends its message without a proof, as it is held.
 */
export async function answerChallenge(method: string, challenge: () => Promise<Challenge>): Promise<ContactAnswer> {
  // The methods of every file of the site, as nginx allows them before it passes a request on.
  if (method !== "GET" && method !== "HEAD") return text(405, { Allow: "GET, HEAD" });
  try {
    const answer = json(200, await challenge());
    return method === "HEAD" ? { ...answer, body: "" } : answer;
  } catch {
    return json(503, { error: "unavailable" }, { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) });
  }
}
