// @vitest-environment node
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import Analytics from "#ui/components/analytics.astro";
import { contentSecurityPolicy } from "#server/hosting/security-headers.ts";
import { analyticsOrigins } from "#integrations/hosting-files.ts";
import type { Site } from "#build/site/schema.ts";

async function renderAnalytics(analytics: Site["analytics"]) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(Analytics, { props: { analytics } });
}

const policyFor = (analytics: Site["analytics"]) =>
  contentSecurityPolicy({
    hashes: { scripts: [], styles: [] },
    origins: { frames: [], ...analyticsOrigins(analytics) },
  });

// The browser's side (the banner, what is requested before and after consent) is proven on spinhaven-fi in
// e2e/sites/spinhaven-fi/; no site has the cookieless counter, so its tags and policy are proven here.
describe("Analytics", () => {
  const counter = {
    kind: "cookieless",
    scriptUrl: "https://stats.example.org/js/script.js",
    domain: "play.example",
  } as const;

  it("adds nothing, and allows no other host, on a site without analytics", async () => {
    expect((await renderAnalytics(undefined)).trim()).toBe("");
    expect(policyFor(undefined)).toContain("script-src 'self'; ");
    expect(policyFor(undefined)).toContain("connect-src 'self'; ");
  });

  it("loads a cookieless counter's script deferred on every page, for the site's domain, with no consent asked", async () => {
    const html = await renderAnalytics(counter);
    expect(html).toMatch(
      /<script defer data-domain="play\.example" src="https:\/\/stats\.example\.org\/js\/script\.js"><\/script>/,
    );
    // Events the page announces before the script has loaded wait in its queue.
    expect(html).toContain("window.plausible.q");
    expect(html).not.toContain("consent");
    expect(policyFor(counter)).toContain("script-src 'self' https://stats.example.org");
    expect(policyFor(counter)).toContain("connect-src 'self' https://stats.example.org");
    expect(policyFor(counter)).not.toContain("google");
  });

  it("starts Google Analytics with every kind of consent denied, and no Google tag in the page", async () => {
    const html = await renderAnalytics({ kind: "google-analytics", measurementId: "G-TEST123" });
    // However the script is laid out: each kind named, and denied.
    expect(html).toMatch(
      /"consent", "default", \{\s*ad_storage: "denied",\s*ad_user_data: "denied",\s*ad_personalization: "denied",\s*analytics_storage: "denied",?\s*\}/,
    );
    expect(html).not.toContain("googletagmanager.com/gtag");
    expect(policyFor({ kind: "google-analytics", measurementId: "G-TEST123" })).toContain(
      "script-src 'self' https://*.googletagmanager.com",
    );
  });
});
