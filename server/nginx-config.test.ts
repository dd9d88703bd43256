import { describe, expect, it } from "vitest";
import { nginxConfig } from "./nginx-config.ts";
import { pagesOf } from "./route-table.ts";

// The whole file is proven on a real nginx by the hosting checks (npm run deploy:check), on the default site,
// which has one language; what only a site of several languages writes is checked here.
describe("nginxConfig", () => {
  it("gives the paths under another language's folder that language's error pages, served only as errors", () => {
    const config = nginxConfig({ pages: pagesOf(["/index.html", "/en.html"]), languageFolders: ["/en/"], headers: {}, contact: false });
    const folder = /location \/en\/ \{\n([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(folder).toContain("error_page 404 /en/404.html;");
    expect(folder).toContain("error_page 500 502 503 504 /en/500.html;");
    expect(config).toMatch(/location = \/en\/404\.html \{[^}]*internal;/);
  });

  it("writes no such folder for a site of one language", () => {
    expect(nginxConfig({ pages: pagesOf(["/index.html"]), languageFolders: [], headers: {}, contact: false })).not.toContain("/en/");
  });
});
