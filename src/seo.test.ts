import { describe, expect, it } from "vitest";
import { jsonLdText, routePath } from "~/seo";

describe("routePath", () => {
  it.each([
    ["/index.html", "/"],
    ["/", "/"],
    ["/contact.html", "/contact"],
    ["/contact", "/contact"],
    ["/contact/", "/contact"],
    ["/games/reactoonz.html", "/games/reactoonz"],
    ["/404.html", "/404"],
  ])("reads %s as the route %s", (pathname, route) => {
    expect(routePath(pathname)).toBe(route);
  });
});

describe("jsonLdText", () => {
  it("adds the schema.org context and escapes < so a value cannot end the script", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ "@context": "https://schema.org", name: "</script><script>alert(1)</script>" });
  });
});
