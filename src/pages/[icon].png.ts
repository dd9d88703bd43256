import { Resvg } from "@resvg/resvg-js";
import type { APIRoute, GetStaticPaths } from "astro";
import { iconSvg, siteIconSvg } from "#build/site/brand-logo.ts";
import { siteConfig } from "#build/site/config.ts";

// The PNG icons browsers and home screens ask for, drawn from the site's icon (or the drawn mark in its colours).
const ICONS = [
  { icon: "favicon-32", size: 32, tile: false },
  { icon: "apple-touch-icon", size: 180, tile: true },
  { icon: "icon-192", size: 192, tile: true },
  { icon: "icon-512", size: 512, tile: true },
];

export const getStaticPaths = (() =>
  ICONS.map(({ icon, size, tile }) => ({ params: { icon }, props: { size, tile } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { size, tile } = props as { size: number; tile: boolean };
  const svg = iconSvg(size, siteIconSvg(siteConfig), tile ? siteConfig.theme.background : undefined);
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
