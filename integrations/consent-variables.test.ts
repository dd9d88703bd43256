import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { consentVariablesOnBanner } from "#integrations/consent-variables.ts";

const LIBRARY = "/project/node_modules/vanilla-cookieconsent/dist/cookieconsent.css";
const transform = (css: string, from: string) => postcss([consentVariablesOnBanner]).process(css, { from }).css;

describe("consentVariablesOnBanner", () => {
  it("moves the library's root variables onto the banner's root, leaving its other rules as they were", () => {
    expect(transform(":root{--cc-bg:#fff}#cc-main .cm{background:var(--cc-bg)}", LIBRARY)).toBe(
      "#cc-main{--cc-bg:#fff}#cc-main .cm{background:var(--cc-bg)}",
    );
  });

  it("leaves the site's own stylesheets alone", () => {
    expect(transform(":root{--color-ink-900:#000}", "/project/src/ui/styles/global.css")).toBe(
      ":root{--color-ink-900:#000}",
    );
  });
});
