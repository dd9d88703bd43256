import { describe, expect, it } from "vitest";
import { nginxConfig } from "#server/hosting/nginx-config.ts";
import { CODING_RULES, renderRules } from "#server/hosting/nginx-encoding.ts";
import { pagesOf } from "#server/hosting/route-table.ts";

const withEnglish = () =>
  nginxConfig({
    pages: pagesOf(["/index.html", "/en.html"]),
    languageFolders: ["/en/"],
    headers: { page: {}, file: {} },
    contact: false,
  });
/** The body of the location `match` (its nested locations included), or "". */
function location(config: string, match: string): string {
  const start = config.indexOf(`\nlocation ${match} {\n`);
  return start === -1 ? "" : config.slice(start + 1, config.indexOf("\n}", start) + 2);
}

// The whole file is proven on a real nginx by the hosting checks (npm run deploy:check), on the default site,
// which has one language; what only a site of several languages writes is checked here.
describe("nginxConfig", () => {
  it("gives the paths under another language's folder that language's error pages, served only as errors", () => {
    const config = nginxConfig({
      pages: pagesOf(["/index.html", "/en.html"]),
      languageFolders: ["/en/"],
      headers: { page: {}, file: {} },
      contact: false,
    });
    const folder = /location \/en\/ \{\n([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(folder).toContain("error_page 404 /en/404.html;");
    expect(folder).toContain("error_page 500 502 503 504 /en/500.html;");
    expect(config).toMatch(/location = \/en\/404\.html \{[^}]*internal;/);
  });

  it("answers a raw .html and the other hidden files under another language's folder with that language's 404 page", () => {
    const config = withEnglish();
    // A regex location inside the folder's is tried before the server's own hidden-files one.
    const folder = location(config, "/en/");
    expect(folder).toContain("    location ~ (?:\\.html$|\\.br$|\\.gz$|/\\.) {\n        return 404;\n    }");
    expect(folder).toContain("error_page 404 /en/404.html;");
    // Its error pages asked for directly are such files too.
    expect(location(config, "= /en/404.html")).toContain("error_page 404 /en/404.html;");
    expect(location(config, "= /en/500.html")).toContain("error_page 404 /en/404.html;");
  });

  it("sends the content types of the other hosts, the text ones with charset utf-8", () => {
    const config = withEnglish();
    expect(config).toContain("    image/svg+xml svg;\n");
    expect(config).toContain("    application/manifest+json webmanifest;\n");
    expect(config).toContain("    application/xml xml;\n");
    const charsetTypes = /\ncharset_types ([^;]*);/.exec(config)?.[1]?.split(" ");
    expect(charsetTypes).toEqual(
      expect.arrayContaining([
        "image/svg+xml",
        "application/manifest+json",
        "application/xml",
        "text/css",
        "text/javascript",
      ]),
    );
    expect(charsetTypes).not.toContain("application/json");
    // No location sets a type of its own any more.
    expect(config.match(/types \{/g)).toHaveLength(1);
  });

  it("chooses the twin by q-values: every file goes through the location of the request's order of codings", () => {
    const config = withEnglish();
    expect(config).toContain(renderRules(CODING_RULES).join("\n"));
    for (const match of ["= /", "= /en", "= /404.html", "= /en/404.html", "/_astro/", "/en/", "/"]) {
      expect(location(config, match), match).toContain("rewrite ^ /.coding/$site_coding last;");
      expect(location(config, match), match).not.toContain("try_files");
    }
    expect(location(config, "= /en")).toContain('set $site_file "/en.html";');
    expect(location(config, "/_astro/")).toContain('set $site_cache_control "public, max-age=31536000, immutable";');
    expect(location(config, "/en/")).toContain('set $site_not_found "/en/404.html";');
    const modules = (order: string) =>
      /brotli_static (\w+);\n\s*gzip_static (\w+);/.exec(location(config, `= /.coding/${order}`))?.slice(1);
    expect(modules("br-gzip")).toEqual(["always", "always"]);
    expect(modules("br")).toEqual(["always", "off"]);
    expect(modules("gzip-br")).toEqual(["off", "always"]);
    expect(modules("gzip")).toEqual(["off", "always"]);
    expect(modules("identity")).toEqual(["off", "off"]);
    expect(location(config, "= /.coding/gzip-br")).toContain(
      "if (!-f $document_root$site_file.gz) {\n        rewrite ^ /.coding/br last;",
    );
    expect(location(config, "= /.coding/br")).toMatch(
      /internal;[^]*add_header Vary Accept-Encoding always;[^]*error_page 404 \$site_not_found;[^]*try_files \$site_file =404;/,
    );
  });

  it("sends a page's headers by default and a file's from the locations that send the build's other files", () => {
    const headers = {
      page: { "Content-Security-Policy": "page policy", "X-Frame-Options": "DENY", "X-Same": "both" },
      file: { "Content-Security-Policy": "file policy", "X-Same": "both" },
    };
    const config = nginxConfig({
      pages: pagesOf(["/index.html", "/en.html"]),
      languageFolders: ["/en/"],
      headers,
      contact: false,
    });
    const server = config.slice(0, config.indexOf("\nlocation "));
    expect(server).toContain('set $site_header_content_security_policy "page policy";');
    expect(server).toContain('set $site_header_x_frame_options "DENY";');
    for (const match of ["/_astro/", "/en/", "/"]) {
      expect(location(config, match), match).toContain('set $site_header_content_security_policy "file policy";');
      expect(location(config, match), match).toContain('set $site_header_x_frame_options "";');
    }
    for (const match of ["= /", "= /404.html", "= /en/404.html"])
      expect(location(config, match), match).not.toContain("site_header_");
    const sending = location(config, "= /.coding/br");
    expect(sending).toContain("add_header Content-Security-Policy $site_header_content_security_policy always;");
    expect(sending).toContain("add_header X-Frame-Options $site_header_x_frame_options always;");
    expect(sending).toContain('add_header X-Same "both" always;');
  });

  it("writes no such folder for a site of one language", () => {
    expect(
      nginxConfig({
        pages: pagesOf(["/index.html"]),
        languageFolders: [],
        headers: { page: {}, file: {} },
        contact: false,
      }),
    ).not.toContain("/en/");
  });

  it("sends a listing's page asked for in an order to that order's page before it sends the page", () => {
    const config = nginxConfig({
      pages: pagesOf(["/games.html", "/games/by/rtp.html", "/games/by/new.html", "/games/page/2.html"]),
      languageFolders: [],
      headers: { page: {}, file: {} },
      contact: false,
    });
    const listing = location(config, "= /games");
    expect(listing).toContain('if ($arg_sort = "rtp") {\n        return 301 /games/by/rtp$is_args$args;\n    }');
    expect(listing).toContain('if ($arg_sort = "new") {\n        return 301 /games/by/new$is_args$args;\n    }');
    expect(listing.indexOf("return 301")).toBeLessThan(listing.indexOf("rewrite ^"));
    for (const match of ["= /games/page/2", "= /games/by/rtp"])
      expect(location(config, match), match).not.toContain("if (");
  });
});
