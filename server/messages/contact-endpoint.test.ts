// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, type ContactMessage, MAX_BODY_BYTES } from "#shared/contact-message.ts";
import {
  type ContactAnswer,
  TooLarge,
  UNAVAILABLE_RETRY_SECONDS,
  answerContact,
  refilledContactPage,
} from "#server/messages/contact-endpoint.ts";
import { checkProof, makeChallenge, newSecret } from "#server/messages/proof-of-work.ts";
import { createRateLimiter } from "#server/messages/rate-limit.ts";
import type { HeldReason } from "#server/messages/spam-signals.ts";

// The endpoint's answers are proven on every host by e2e/hosting/contact-endpoint.spec.ts, and the refilled page in
// a browser by e2e/sites/spinhaven-fi/contact-delivery.spec.ts; here, that what a visitor typed cannot become markup.
describe("refilledContactPage", () => {
  const page = [
    '<p id="contact-error-invalid" hidden="">Check the fields</p>',
    '<p id="contact-error-rate-limited" hidden="">Too many</p>',
    '<input id="contact-name" type="text"/>',
    '<input id="contact-email" type="email"/>',
    '<textarea id="contact-message" rows="5"></textarea>',
  ].join("");

  it("puts the values back, escaped, and reveals only the notice asked for", () => {
    const html = refilledContactPage(
      page,
      { name: 'A" onfocus="x', email: "a@b.example", message: "</textarea><script>x</script> & more" },
      "contact-error-rate-limited",
    );
    expect(html).toContain('<input id="contact-name" value="A&quot; onfocus=&quot;x" type="text"/>');
    expect(html).toContain('<input id="contact-email" value="a@b.example" type="email"/>');
    expect(html).toContain(
      '<textarea id="contact-message" rows="5">&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt; &amp; more</textarea>',
    );
    expect(html).toContain('<p id="contact-error-rate-limited">Too many</p>');
    expect(html).toContain('<p id="contact-error-invalid" hidden="">');
  });

  it("puts back a value with a replacement pattern of replace() as the text it is", () => {
    const html = refilledContactPage(
      page,
      { name: "$` $& $' $$", email: "a@b.example", message: "$`" },
      "contact-error-invalid",
    );
    expect(html).toContain('<input id="contact-name" value="$` $&amp; $\' $$" type="text"/>');
    expect(html).toContain('<textarea id="contact-message" rows="5">$`</textarea>');
  });
});

describe("answerContact for a form sent without JavaScript at the form's limits", () => {
  const page =
    '<p id="contact-error-invalid" hidden="">Check</p><input id="contact-name" type="text"/><input id="contact-email" type="email"/><textarea id="contact-message" rows="5"></textarea>';
  const request = (body: string) => ({
    method: "POST",
    host: "fi.spinhaven.example",
    header: (name: string) =>
      ({ "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) })[
        name
      ],
    // As the hosts read it: the first `limit` bytes of a longer body, and no more.
    readBody: async (limit: number) =>
      Buffer.byteLength(body) > limit ? new TooLarge(Buffer.from(body).subarray(0, limit).toString("utf8")) : body,
    client: "192.0.2.1",
  });
  const endpoint = (stored: ContactMessage[]) => ({
    pages: { fi: "/contact", en: "/en/contact" },
    defaultLocale: "fi",
    limiter: createRateLimiter(0),
    checkProof: async () => "none" as const,
    otherSenders: async () => 0,
    holdBackMs: 0,
    store: async (message: ContactMessage) => (stored.push(message), "id"),
    page: async () => page,
  });
  // The widest a UTF-16 unit gets URL-encoded: three bytes of UTF-8, each %XX.
  const widest = "\u4e2d";

  it("takes every field at its limit in characters of three bytes, with the lines the browser sends as CR LF", async () => {
    const fields = {
      locale: "en",
      name: widest.repeat(CONTACT_LIMITS.name),
      email: `${"a".repeat(CONTACT_LIMITS.email - 12)}@example.com`,
      message: `${widest.repeat(CONTACT_LIMITS.message - 200)}${`\n${widest}`.repeat(100)}`,
    };
    const body = new URLSearchParams({
      ...fields,
      message: fields.message.replace(/\n/g, "\r\n"),
      "leave-empty": "",
    }).toString();
    expect(Buffer.byteLength(body)).toBeGreaterThan(40 * 1024);
    const stored: ContactMessage[] = [];
    const answer = await answerContact(request(body), endpoint(stored));
    expect(answer.status).toBe(303);
    // What the visitor typed, line breaks as the text area had them.
    expect(stored).toEqual([{ name: fields.name, email: fields.email, message: fields.message }]);
    expect(fields.message.length).toBe(CONTACT_LIMITS.message);
  });

  it("answers a body past the limit with the contact page, refilled as far as it was read and the notice shown, never plain text", async () => {
    const body = new URLSearchParams({
      locale: "en",
      name: "Aino",
      email: "aino@example.com",
      message: widest.repeat(MAX_BODY_BYTES),
    }).toString();
    const stored: ContactMessage[] = [];
    const answer = await answerContact(request(body), endpoint(stored));
    expect(answer.status).toBe(413);
    expect(answer.headers["Content-Type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain('<p id="contact-error-invalid">Check</p>');
    expect(answer.body).toContain('<input id="contact-name" value="Aino" type="text"/>');
    expect(answer.body).toMatch(new RegExp(`<textarea id="contact-message" rows="5">${widest}{1000,}</textarea>`));
    expect(stored).toEqual([]);
  });
});

describe("answerContact when the message cannot be stored", () => {
  const MESSAGE = { name: "Aino", email: "aino@example.com", message: "Hei!", locale: "en" };
  const request = (type: string, body: string) => ({
    method: "POST",
    host: "fi.spinhaven.example",
    header: (name: string) => ({ "content-type": type, "content-length": String(body.length) })[name],
    readBody: async () => body,
    client: "192.0.2.1",
  });
  const endpoint = {
    pages: { fi: "/contact", en: "/en/contact" },
    defaultLocale: "fi",
    limiter: createRateLimiter(0),
    checkProof: async () => "none" as const,
    otherSenders: async () => 0,
    holdBackMs: 0,
    store: async () => {
      throw new Error("database or disk is full");
    },
    page: async () =>
      '<p id="contact-error-unavailable" hidden="">Not now</p><textarea id="contact-message" rows="5"></textarea>',
  };

  it("answers 503 with Retry-After, never 201", async () => {
    const answer = await answerContact(request("application/json", JSON.stringify(MESSAGE)), endpoint);
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    expect(JSON.parse(answer.body)).toEqual({ error: "unavailable" });
  });

  it("gives a form sent without JavaScript its page back, with the message in it and the notice shown", async () => {
    const answer = await answerContact(
      request("application/x-www-form-urlencoded", new URLSearchParams(MESSAGE).toString()),
      endpoint,
    );
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    expect(answer.body).toBe(
      '<p id="contact-error-unavailable">Not now</p><textarea id="contact-message" rows="5">Hei!</textarea>',
    );
  });
});

describe("answerContact's hold-back", () => {
  const TEMPLATE = "Get 500 free spins today! Best casino bonus, limited offer. Reply now.";
  /** What the endpoint asks the store for a message of `text`, sent by the script with a valid proof unless `proof` says, after `otherSenders` other addresses sent it. */
  async function storedWith(
    text: string,
    { proof = "valid" as const, otherSenders = 0 }: { proof?: "valid" | "none"; otherSenders?: number } = {},
  ) {
    const stored: { reasons: readonly HeldReason[]; holdBackMs: number }[] = [];
    const body = JSON.stringify({ name: "Aino", email: "aino@example.com", message: text });
    await answerContact(
      {
        method: "POST",
        host: "fi.spinhaven.example",
        header: (name) => ({ "content-type": "application/json" })[name],
        readBody: async () => body,
        client: "192.0.2.1",
      },
      {
        pages: { fi: "/contact" },
        defaultLocale: "fi",
        limiter: createRateLimiter(0),
        checkProof: async () => proof,
        otherSenders: async () => otherSenders,
        holdBackMs: 300_000,
        store: async (_, __, reasons, holdBackMs) => (stored.push({ reasons, holdBackMs }), "id"),
        page: async () => undefined,
      },
    );
    return stored;
  }

  it("holds back a text long enough to be a template that is not held, so that the copies after it can hold it", async () => {
    expect(await storedWith(TEMPLATE)).toEqual([{ reasons: [], holdBackMs: 300_000 }]);
    expect(await storedWith(TEMPLATE, { otherSenders: 1 })).toEqual([{ reasons: [], holdBackMs: 300_000 }]);
  });

  it("sends a short text at once, since no repetition ever holds it; and never holds back a held one, which waits for the operator", async () => {
    expect(await storedWith("Kiitos paljon, hyvä sivusto!")).toEqual([{ reasons: [], holdBackMs: 0 }]);
    expect(await storedWith(TEMPLATE, { otherSenders: 2 })).toEqual([{ reasons: ["repeated-text"], holdBackMs: 0 }]);
    expect(await storedWith(TEMPLATE, { proof: "none" })).toEqual([{ reasons: ["no-proof"], holdBackMs: 0 }]);
  });
});

/**
 * How many requests the property tries: docs/development.md gives the count. Each property may take up
 * to a minute: a machine busy with other work runs it several times slower than the seconds it takes alone.
 */
const RUNS = 1000;

const secret = newSecret();
const challenge = await makeChallenge(secret, 10, "spinhaven-fi");

describe("answerContact, tried by the thousand", () => {
  const pages = { fi: "/contact", en: "/en/contact" };
  const page =
    ["invalid", "rate-limited", "unavailable"]
      .map((notice) => `<p id="contact-error-${notice}" hidden="">${notice}</p>`)
      .join("") +
    '<input id="contact-name" type="text"/><input id="contact-email" type="email"/><textarea id="contact-message" rows="5"></textarea>';
  const junk = fc.string({ unit: "binary", maxLength: 20 });
  /** Something shaped like a proof: the challenge as given, or with a field changed, and any answer. */
  const proofLike = fc.record({
    challenge: fc.oneof(
      fc.constant(challenge),
      fc.record({ parameters: fc.constant(challenge.parameters), signature: junk }),
      fc.record({ parameters: fc.anything({ maxDepth: 1 }), signature: fc.constant(challenge.signature) }),
    ),
    solution: fc.record(
      {
        counter: fc.oneof(fc.integer(), fc.anything({ maxDepth: 0 })),
        derivedKey: fc.oneof(junk, fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), maxLength: 64 })),
      },
      { requiredKeys: [] },
    ),
  });
  const valueOf = (valid: string[]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...valid) },
      { weight: 1, arbitrary: junk },
      { weight: 1, arbitrary: fc.anything({ maxDepth: 1 }) },
    );
  /** A message's fields: most often right, else any text or any JSON value, with locales that an object inherits. */
  const fields = fc.record(
    {
      name: valueOf(["Aino", " Aino Virtanen ", "", "A\nB", "x".repeat(101)]),
      email: valueOf(["aino@example.com", "aino@", "a@b.example\r\nBcc: x@y.example"]),
      message: valueOf(["Hei!", "  ", "x".repeat(5001)]),
      locale: valueOf(["fi", "en", "sv", "toString", "__proto__", "constructor", "hasOwnProperty"]),
      "leave-empty": valueOf(["", "https://spam.example"]),
      proof: fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 3 }), proofLike),
    },
    { requiredKeys: [] },
  );
  /** The body as the form sends it (JSON or a form), or any text, or more than the endpoint takes. */
  const body = fc.oneof(
    { weight: 4, arbitrary: fields.map((value) => JSON.stringify(value)) },
    {
      weight: 4,
      arbitrary: fields.map((value) =>
        new URLSearchParams(
          Object.entries(value).map(([name, field]) => [
            name,
            typeof field === "string" ? field : (JSON.stringify(field) ?? ""),
          ]),
        ).toString(),
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("x".repeat(MAX_BODY_BYTES + 1), "[1,2]", "null", '"text"', "%E0%A4%A=1&name=%"),
    },
  );
  /** A header most often as the form sends it (or left out), now and then another value, or any text. */
  const header = (right: (string | undefined)[], wrong: string[]) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...right) },
      { weight: 1, arbitrary: fc.constantFrom(...wrong) },
      { weight: 1, arbitrary: junk },
    );
  const request = fc.record({
    method: fc.oneof(
      { weight: 8, arbitrary: fc.constant("POST") },
      { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "post", "") },
    ),
    headers: fc.record({
      "content-type": header(
        ["application/json", "application/x-www-form-urlencoded", "application/json; charset=utf-8"],
        ["APPLICATION/JSON", "text/plain", "multipart/form-data"],
      ),
      accept: header([undefined, "application/json", "text/html"], ["*/*"]),
      origin: header([undefined, "https://fi.spinhaven.example"], ["https://evil.example", "null"]),
      "sec-fetch-site": header([undefined, "same-origin"], ["cross-site", "none"]),
      "content-length": header([undefined, "20"], ["0", "99999999", "-1", "abc"]),
    }),
    body,
    client: fc.constantFrom("192.0.2.1", "192.0.2.2", "192.0.2.3"),
  });
  const REASONS = ["method", "cross-site", "content-type", "too-large", "malformed", "invalid", "rate-limited"];

  /**
   * Whether `answer` is what a client is owed: a success, or a 4xx that says why, every header on one line. A success
   * is stored, and held when it came without a valid proof (none here is: a form post has none, JSON a wrong one or
   * none) or the honeypot is filled.
   */
  function isOwed(
    answer: ContactAnswer,
    stored: { locale: string; reasons: readonly HeldReason[] }[],
    json: boolean,
    honeypot: boolean,
  ): boolean {
    const headers = Object.values(answer.headers).every((value) => typeof value === "string" && !/[\r\n]/.test(value));
    if (answer.status === 201 || answer.status === 303) {
      const back =
        answer.status === 201 ||
        Object.values(pages).some((path) => answer.headers.Location === `${path}#message-sent`);
      const [message] = stored;
      const held =
        message !== undefined &&
        message.reasons.some((reason) => reason.endsWith("proof") || (!json && reason === "no-javascript")) &&
        (!honeypot || message.reasons.includes("honeypot"));
      return headers && back && held && stored.every(({ locale }) => Object.hasOwn(pages, locale));
    }
    if (answer.status < 400 || answer.status >= 500) return false;
    const type = answer.headers["Content-Type"] ?? "";
    const reason = type.startsWith("application/json")
      ? REASONS.includes((JSON.parse(answer.body) as { error?: string }).error ?? "")
      : type.startsWith("text/html")
        ? /<p id="contact-error-(?:invalid|rate-limited)">/.test(answer.body)
        : new RegExp(`^${answer.status} [A-Z][A-Za-z ]+\\n$`).test(answer.body);
    return headers && reason && stored.length === 0;
  }

  it(`answers each of ${RUNS} requests made at random with a success or a 4xx and its reason, never a 5xx`, async () => {
    const limiter = createRateLimiter(3);
    const used = new Set<string>();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, headers, body, client }) => {
        const stored: { locale: string; reasons: readonly HeldReason[] }[] = [];
        const answer = await answerContact(
          {
            method,
            host: "fi.spinhaven.example",
            header: (name) => headers[name as keyof typeof headers],
            readBody: async (limit) =>
              Buffer.byteLength(body) > limit
                ? new TooLarge(Buffer.from(body).subarray(0, limit).toString("utf8"))
                : body,
            client,
          },
          {
            pages,
            defaultLocale: "fi",
            limiter,
            checkProof: (value) =>
              checkProof(
                value,
                () => secret,
                "spinhaven-fi",
                async (signature) => !used.has(signature) && Boolean(used.add(signature)),
              ),
            otherSenders: async () => 0,
            holdBackMs: 0,
            store: async (_, locale, reasons) => (stored.push({ locale, reasons }), "id"),
            page: async (path) => (Object.values(pages).includes(path) ? page : undefined),
          },
        );
        // A success was read as its content type says: JSON, or a form.
        const json = (headers["content-type"] ?? "").toLowerCase().startsWith("application/json");
        const fields =
          stored.length === 0
            ? {}
            : json
              ? (JSON.parse(body) as Record<string, unknown>)
              : Object.fromEntries(new URLSearchParams(body));
        const honeypot = fields["leave-empty"];
        return isOwed(answer, stored, json, honeypot !== undefined && honeypot !== "");
      }),
      { numRuns: RUNS },
    );
  }, 60_000);
});
