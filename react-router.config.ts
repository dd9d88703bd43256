import type { Config } from "@react-router/dev/config";

export default {
  // A static site: every route is rendered to HTML at build time and served as a file.
  ssr: false,
  async prerender({ getStaticPaths }) {
    // The catch-all route has no static path of its own; "/404" gives the server its 404 page.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
