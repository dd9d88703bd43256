import { describe, expect, it } from "vitest";
import { inlineCode } from "#integrations/inline-code.ts";

describe("inlineCode", () => {
  const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script>
    <script type='speculationrules'>{"prerender":[]}</script><script type="module" src="/_astro/a.js"></script>
    <script data-src="/x.js">self.Astro={}</script><style>p{color:red}</style></head><body><!-- <script>commented()</script> -->
    <script type="module">menu()</script><script TYPE=application/json>{"props":1}</script><script>dates()</script>
    <template><script>later()</script></template><p style="color:red" onclick="go()">Hi</p></body>`;

  it("keeps classic and module scripts and speculation rules, and leaves out files, JSON data and comments", () => {
    expect(inlineCode(html).scripts).toEqual(['{"prerender":[]}', "self.Astro={}", "menu()", "dates()", "later()"]);
  });

  it("lists inline styles, and the attributes a policy of hashes would block", () => {
    expect(inlineCode(html).styles).toEqual(["p{color:red}"]);
    expect(inlineCode(html).blockedAttributes).toEqual(['<p style="…">', '<p onclick="…">']);
  });
});
