import type { APIRoute } from "astro";
import { robotsTxt } from "~/seo";
import { siteConfig } from "~/site/config";

export const GET: APIRoute = () => new Response(robotsTxt(siteConfig.url), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
