import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers the islands' own directives: `client:afterpaint` (after-paint.ts), `client:oninteraction` (on-interaction.ts). */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: "after-paint-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("../src/browser/directives/after-paint.ts", import.meta.url)),
        });
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
    "client:afterpaint"?: boolean;
    /** Written bare, or with the name of an event that wakes the island too (the player's failure). */
    "client:oninteraction"?: string | boolean;
  }
}
