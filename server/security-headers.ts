/**
 * The security headers of every answer, on every host (Node, nginx, CDN). The external hosts come
 * from the games' data and the configuration, so a new launcher or image host is allowed as soon as they name it.
 */
import { games } from "../src/data/games.ts";

export type InlineHashes = {
  /** sha256 sources ("sha256-…") of the inline scripts in the prerendered pages. */
  scripts: readonly string[];
  styles: readonly string[];
};

export type SecurityOptions = InlineHashes & {
  /** Strict-Transport-Security, only for a site served over HTTPS. */
  hsts: boolean;
};

const originsOf = (addresses: readonly string[]) => [...new Set(addresses.map((address) => new URL(address).origin))];

export const launcherOrigins = originsOf(games.map((game) => game.iframeUrl));
/** Image hosts named in the configuration; the site's own art is a path of the site ('self'). */
export const thumbnailOrigins = originsOf(games.map((game) => game.thumbnail).filter((address) => URL.canParse(address)));

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...quoted(scripts)],
    "style-src": ["'self'", ...quoted(styles)],
    "img-src": ["'self'", ...thumbnailOrigins],
    // Nothing on the site fetches from elsewhere: the launcher is requested by its frame alone.
    "connect-src": ["'self'"],
    "frame-src": launcherOrigins,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

function permissionsPolicy(): string {
  // The launcher plays sound and offers its own full-screen button; nothing on the site uses the rest.
  const launchers = launcherOrigins.map((origin) => `"${origin}"`).join(" ");
  return [
    `fullscreen=(self ${launchers})`,
    `autoplay=(self ${launchers})`,
    "camera=()",
    "microphone=()",
    "geolocation=()",
    "payment=()",
    "usb=()",
  ].join(", ");
}

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    ...(options.hsts && { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }),
  };
}
