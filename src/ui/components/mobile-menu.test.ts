// @vitest-environment node
import { getContainerRenderer } from "@astrojs/react/container-renderer";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { loadRenderers } from "astro:container";
import { describe, expect, it } from "vitest";
import MobileMenu from "#ui/components/mobile-menu.astro";

async function renderMenu(currentPath: string) {
  const container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  return container.renderToString(MobileMenu, { props: { currentPath, locale: "en" } });
}

const textOf = (html = "") => html.replace(/<[^>]*>/g, "");

// The popover's behaviour (toggle, Escape, focus, closing on navigation) is the browser's and the
// component's script: e2e/ tests it.
describe("MobileMenu", () => {
  it("is a button that opens the navigation as a popover, which it names and controls", async () => {
    const html = await renderMenu("/contact");
    const [button = "", buttonContent] = /<button [^>]*>(.*?)<\/button>/s.exec(html) ?? [];
    expect(button).toContain(' popovertarget="mobile-menu"');
    expect(button).toContain(' aria-controls="mobile-menu"');
    expect(textOf(buttonContent)).toBe("Open menuClose menu");
    const [, tag, attributes = ""] = /<(\w+) id="mobile-menu"([^>]*)>/.exec(html) ?? [];
    expect(tag).toBe("nav");
    expect(attributes).toContain(' popover="auto"');
    expect(attributes).toContain(' aria-label="Main"');
  });

  it("marks the current page's link", async () => {
    const html = await renderMenu("/contact");
    const panel = /<nav id="mobile-menu".*?<\/nav>/s.exec(html)?.[0] ?? "";
    const current = [...panel.matchAll(/<a [^>]*aria-current="page"[^>]*>(.*?)<\/a>/g)].map((match) =>
      textOf(match[1]),
    );
    expect(current).toEqual(["Contact Us"]);
  });
});
