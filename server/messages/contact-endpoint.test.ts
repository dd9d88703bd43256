// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refilledContactPage } from "./contact-endpoint.ts";

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
