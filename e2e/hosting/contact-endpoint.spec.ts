/**
 * The contact endpoint of a site that delivers messages, the same on every host that takes it: the Node server,
 * nginx (which passes it to the Node server) and the Cloudflare Worker on Workers (on D1). Runs on such a build
 * only (playwright.config.ts), where the Pages host is not checked: Pages has no Cron Triggers for the retries, so
 * it takes no messages. The default site has no endpoint, which e2e/contact.spec.ts proves.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Challenge } from "altcha-lib";
import { rawRequest } from "#e2e/hosting/raw-http.ts";

const ENDPOINT = "/api/contact";
const CHALLENGE = "/api/challenge";
const MESSAGE = { name: "Ada Lovelace", email: "ada@example.com", message: "The games are lovely." };
const json = { "Content-Type": "application/json", Accept: "application/json" };

// In order, on one server per host: the rate limit counts every message this file sends, and it comes after them.
test.describe.configure({ mode: "serial" });

const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = json) =>
  request.post(ENDPOINT, { data: typeof data === "string" ? data : JSON.stringify(data), headers, maxRedirects: 0 });

test("takes a message as JSON (201) and as a form, answered 303 to the contact page in its language", async ({
  request,
}) => {
  const sent = await post(request, MESSAGE);
  expect(sent.status()).toBe(201);
  expect(await sent.json()).toEqual({ ok: true });
  expect(sent.headers()["cache-control"]).toBe("no-store");
  expect(sent.headers()["content-security-policy"]).toContain("default-src 'self'");

  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const english = await post(request, new URLSearchParams({ ...MESSAGE, locale: "en" }).toString(), form);
  expect(english.status()).toBe(303);
  expect(english.headers().location).toBe("/en/contact#message-sent");
  const unknownLanguage = await post(request, new URLSearchParams({ ...MESSAGE, locale: "xx" }).toString(), form);
  expect(unknownLanguage.headers().location).toBe("/contact#message-sent");
});

test("a filled honeypot is answered as a success (the message is held)", async ({ request }) => {
  const robot = await post(request, { ...MESSAGE, "leave-empty": "https://spam.example" });
  expect(robot.status()).toBe(201);
});

test("gives the form a challenge for its proof of work, new each time and never cached", async ({ request }) => {
  const answer = await request.get(CHALLENGE);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const challenge = (await answer.json()) as Challenge;
  expect(challenge).toMatchObject({
    parameters: { algorithm: "SHA-256", expiresAt: expect.any(Number) },
    signature: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await request.get(CHALLENGE).then((again) => again.json())).not.toEqual(challenge);
  const put = await request.put(CHALLENGE);
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("GET, HEAD");
});

test("refuses what it cannot take with the right 4xx, never a 5xx", async ({ request, baseURL }) => {
  const cases: [
    string,
    Promise<{ status(): number; headers(): Record<string, string>; text(): Promise<string> }>,
    number,
  ][] = [
    ["GET", request.get(ENDPOINT), 405],
    ["PUT", request.put(ENDPOINT, { data: JSON.stringify(MESSAGE), headers: json }), 405],
    ["text/plain", post(request, "hello", { "Content-Type": "text/plain" }), 415],
    ["no content type", request.post(ENDPOINT, { data: Buffer.from(JSON.stringify(MESSAGE)) }), 415],
    ["malformed JSON", post(request, "{ nope", json), 400],
    ["a JSON array", post(request, "[]", json), 400],
    ["another site's Origin", post(request, MESSAGE, { ...json, Origin: "https://evil.example" }), 403],
    ["Origin null", post(request, MESSAGE, { ...json, Origin: "null" }), 403],
    ["Sec-Fetch-Site: cross-site", post(request, MESSAGE, { ...json, "Sec-Fetch-Site": "cross-site" }), 403],
    ["a body over 52 KB", post(request, { ...MESSAGE, message: "a".repeat(60 * 1024) }), 413],
  ];
  for (const [what, answer, status] of cases) {
    const response = await answer;
    expect(response.status(), what).toBe(status);
    if (status === 405) expect(response.headers().allow, what).toBe("POST");
  }
  // A body that never says how long it is, cut off after 52 KB (src/shared/contact-message.ts) rather than read to its end.
  const chunked = await rawRequest(
    baseURL ?? "",
    [
      `POST ${ENDPOINT} HTTP/1.1`,
      `Host: ${new URL(baseURL ?? "").host}`,
      "Content-Type: application/json",
      "Transfer-Encoding: chunked",
      "Connection: close",
      "",
      `${(80 * 1024).toString(16)}`,
      "a".repeat(80 * 1024),
      "0",
      "",
      "",
    ].join("\r\n"),
  );
  expect(chunked.status).toBe(413);
  // A form past the limit gets its page back, as far as it was read, with the reason: never a plain-text refusal.
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const long = await post(
    request,
    new URLSearchParams({ ...MESSAGE, message: "\u4e2d".repeat(10_000) }).toString(),
    form,
  );
  expect(long.status()).toBe(413);
  expect(long.headers()["content-type"]).toBe("text/html; charset=utf-8");
  expect(await long.text()).toContain(`value="${MESSAGE.name}"`);
  // The same site's own origin is welcome.
  expect((await post(request, { ...MESSAGE, name: "" }, { ...json, Origin: baseURL ?? "" })).status()).toBe(400);
});

test("refuses an invalid field with 400 and the field's reason, and a line break in the name or address", async ({
  request,
}) => {
  const cases: [object, Record<string, string>][] = [
    [{ ...MESSAGE, name: "   " }, { name: "required" }],
    [{ ...MESSAGE, name: "a".repeat(101) }, { name: "tooLong" }],
    [{ ...MESSAGE, email: "not-an-address" }, { email: "invalid" }],
    [{ ...MESSAGE, email: `${"a".repeat(250)}@example.com` }, { email: "tooLong" }],
    [{ ...MESSAGE, message: "a".repeat(5001) }, { message: "tooLong" }],
    [{ ...MESSAGE, name: "Ada\r\nBcc: victim@example.com" }, { name: "invalid" }],
    [{ ...MESSAGE, email: "ada@example.com\nBcc: victim@example.com" }, { email: "invalid" }],
    [{ name: 42 }, { name: "required", email: "required", message: "required" }],
  ];
  for (const [message, fields] of cases) {
    const response = await post(request, message);
    expect(response.status(), JSON.stringify(message).slice(0, 80)).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid", fields });
  }
  // Trimmed, a name of 100 characters is fine.
  expect((await post(request, { ...MESSAGE, name: `  ${"a".repeat(100)}  ` })).status()).toBe(201);
});

test("limits each client to 5 messages in 10 minutes, held ones too: 429 with Retry-After", async ({ request }) => {
  // The tests before this one sent 5 messages that were taken, a robot's among them: the limit holds.
  const refused = await post(request, MESSAGE);
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await refused.json()).toEqual({ error: "rate-limited", retryAfter });
});
