import type { APIRoute } from "astro";
import { robotsTxt } from "#build/seo.ts";
import { siteConfig } from "#build/site/config.ts";

export const GET: APIRoute = () =>
  new Response(robotsTxt(siteConfig.url), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
