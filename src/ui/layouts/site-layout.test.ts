// @vitest-environment node
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import SiteLayout from "#ui/layouts/site-layout.astro";

async function renderLayout(props: Record<string, unknown>, pathname: string) {
  const container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    astroConfig: { site: "https://spinhaven.example" },
  });
  return container.renderToString(SiteLayout, { props, request: new Request(`https://spinhaven.example${pathname}`) });
}

describe("SiteLayout's head", () => {
  it("gives an indexed page its title, description, canonical address, social cards and structured data", async () => {
    const html = await renderLayout(
      {
        locale: "en",
        title: "Contact Us – SpinHaven",
        description: "Write to us.",
        path: "/contact",
        jsonLd: { "@type": "WebPage" },
      },
      "/contact.html",
    );
    expect(html).toContain("<title>Contact Us – SpinHaven</title>");
    expect(html).toContain('<meta name="description" content="Write to us.">');
    expect(html).toContain('<link rel="canonical" href="https://spinhaven.example/contact">');
    expect(html).toContain('<meta property="og:url" content="https://spinhaven.example/contact">');
    expect(html).toContain('<meta property="og:image" content="https://spinhaven.example/social-cards/site.jpg">');
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>',
    );
    expect(html).not.toContain("noindex");
    // The header marks the page's own link.
    expect(html).toMatch(/<a href="\/contact" aria-current="page"/);
  });

  it("keeps a page without a canonical address (404, 500) out of search indexes", async () => {
    const html = await renderLayout(
      { locale: "en", title: "Page Not Found – SpinHaven", description: "Missing." },
      "/404.html",
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("og:url");
    expect(html).not.toContain('aria-current="page"');
  });

  it("asks the browser to prefetch the site's pages when a link is about to be followed", async () => {
    const html = await renderLayout({ locale: "en", title: "t", description: "d", path: "/" }, "/index.html");
    const rules = JSON.parse(/<script type="speculationrules">(.*?)<\/script>/.exec(html)?.[1] ?? "null");
    expect(rules).toEqual({ prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }] });
  });
});
