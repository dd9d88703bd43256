import type { APIRoute, GetStaticPaths } from "astro";
import { siteIconSvg } from "#build/site/brand-logo.ts";
import { siteConfig } from "#build/site/config.ts";

// The favicon (the site's icon, or the drawn mark), and the brand's logo where the site has one.
export const getStaticPaths = (() => [
  { params: { svg: "favicon" }, props: { svg: siteIconSvg(siteConfig) } },
  ...(siteConfig.brand.logo ? [{ params: { svg: "logo" }, props: { svg: siteConfig.brand.logo.svg } }] : []),
]) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { svg: string }).svg, { headers: { "Content-Type": "image/svg+xml" } });
