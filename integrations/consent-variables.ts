import type { Plugin } from "postcss";

/**
 * The consent banner's library (vanilla-cookieconsent) declares its colours and sizes as custom properties of
 * `:root`. Its stylesheet comes after the first paint (src/browser/consent.ts), and a stylesheet that changes the
 * root's custom properties makes the browser restyle every element of the page, which every element inherits:
 * on the lobby, a long task of hundreds of cards. Declared on the banner's own root (`#cc-main`), they reach
 * every element that uses them, and the stylesheet restyles only what it styles.
 */
export const consentVariablesOnBanner: Plugin = {
  postcssPlugin: "consent-variables-on-banner",
  Rule(rule) {
    if (rule.selector === ":root" && rule.source?.input.file?.includes("/vanilla-cookieconsent/"))
      rule.selector = "#cc-main";
  },
};
