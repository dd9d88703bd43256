import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers `client:afterpaint` (after-paint.ts) for the islands. */
export function afterPaintDirective(): AstroIntegration {
  return {
    name: "after-paint-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "afterpaint", entrypoint: fileURLToPath(new URL("./after-paint.ts", import.meta.url)) });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    "client:afterpaint"?: boolean;
  }
}
