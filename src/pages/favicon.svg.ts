import type { APIRoute } from "astro";
import { logoSvg } from "~/logo";
import { siteConfig } from "~/site.config";

export const GET: APIRoute = () => new Response(logoSvg(siteConfig.theme.accent), { headers: { "Content-Type": "image/svg+xml" } });
