/**
 * The site's logo as an SVG document: a game pad on a rounded tile in the site's accent, fading to violet.
 * Drawn at build for the favicon, the app icons and the social cards, so each site's icons wear its colour.
 */
export function logoSvg(accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="#8b5cf6"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="15" fill="url(#g)"/>
  <g transform="translate(11 11) scale(1.75)" fill="none" stroke="#fff" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">
    <line x1="6" x2="10" y1="11" y2="11"/>
    <line x1="8" x2="8" y1="9" y2="13"/>
    <line x1="15" x2="15.01" y1="12" y2="12"/>
    <line x1="18" x2="18.01" y1="10" y2="10"/>
    <path d="M17.32 5H6.68a4 4 0 0 0-3.978 3.59c-.006.052-.01.101-.017.152C2.604 9.416 2 14.456 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.414-1.414A2 2 0 0 1 9.828 16h4.344a2 2 0 0 1 1.414.586L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.545-.604-6.584-.685-7.258-.007-.05-.011-.1-.017-.151A4 4 0 0 0 17.32 5z"/>
  </g>
</svg>
`;
}

/** The site's icon as an SVG document: its own square `icon` (checked at build), or the drawn mark in its accent. */
export function siteIconSvg(site: { brand: { icon?: { svg: string } }; theme: { accent: string } }): string {
  return site.brand.icon?.svg ?? logoSvg(site.theme.accent);
}

/**
 * `icon` (a square SVG document with a viewBox and no size) at `size` pixels: as it is for the favicon, and for
 * home screens (which round the corners themselves) padded on an opaque square of the site's background.
 */
export function iconSvg(size: number, icon: string, background?: string): string {
  if (!background) return icon.replace(/^<svg\b/, `<svg width="${size}" height="${size}"`);
  const inner = icon.replace(/^<svg\b/, '<svg x="9" y="9" width="46" height="46"');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${inner}</svg>`;
}
