import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The prerendered HTML carries the build date; the browser swaps in the visitor's date after hydration.
    __BUILD_DATE__: JSON.stringify(new Date().toISOString()),
  },
});
