import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers the islands' own directive: `client:oninteraction` (src/browser/directives/on-interaction.ts). */
export function onInteractionDirective(): AstroIntegration {
  return {
    name: "on-interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "oninteraction",
          entrypoint: fileURLToPath(new URL("../src/browser/directives/on-interaction.ts", import.meta.url)),
        });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Written bare, or with the name of an event that wakes the island too (the player's failure). */
    "client:oninteraction"?: string | boolean;
  }
}
