// @vitest-environment node
import { describe, expect, it } from "vitest";
import { UNAVAILABLE_RETRY_SECONDS, answerContact, refilledContactPage } from "./contact-endpoint.ts";
import { createRateLimiter } from "./rate-limit.ts";

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
    const html = refilledContactPage(page, { name: 'A" onfocus="x', email: "a@b.example", message: "</textarea><script>x</script> & more" }, "contact-error-rate-limited");
    expect(html).toContain('<input id="contact-name" value="A&quot; onfocus=&quot;x" type="text"/>');
    expect(html).toContain('<input id="contact-email" value="a@b.example" type="email"/>');
    expect(html).toContain('<textarea id="contact-message" rows="5">&lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt; &amp; more</textarea>');
    expect(html).toContain('<p id="contact-error-rate-limited">Too many</p>');
    expect(html).toContain('<p id="contact-error-invalid" hidden="">');
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
    store: async () => {
      throw new Error("database or disk is full");
    },
    page: async () => '<p id="contact-error-unavailable" hidden="">Not now</p><textarea id="contact-message" rows="5"></textarea>',
  };

  it("answers 503 with Retry-After, never 201", async () => {
    const answer = await answerContact(request("application/json", JSON.stringify(MESSAGE)), endpoint);
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    expect(JSON.parse(answer.body)).toEqual({ error: "unavailable" });
  });

  it("gives a form sent without JavaScript its page back, with the message in it and the notice shown", async () => {
    const answer = await answerContact(request("application/x-www-form-urlencoded", new URLSearchParams(MESSAGE).toString()), endpoint);
    expect(answer.status).toBe(503);
    expect(answer.headers["Retry-After"]).toBe(String(UNAVAILABLE_RETRY_SECONDS));
    expect(answer.body).toBe('<p id="contact-error-unavailable">Not now</p><textarea id="contact-message" rows="5">Hei!</textarea>');
  });
});
