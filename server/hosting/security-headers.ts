/**
 * The security headers of every answer, on every host (Node, nginx, Cloudflare). What they allow comes
 * from the build (build/hosting.json): the hashes of its inline code, and the other hosts its pages use,
 * taken at build from the games and the site's configuration.
 */

export type InlineHashes = {
  /** sha256 sources ("sha256-…") of the inline scripts in the prerendered pages. */
  scripts: readonly string[];
  styles: readonly string[];
};

/**
 * The other hosts the pages use: the game launcher's (frames), an image host's if any, and the site's
 * analytics, if any (its script, where it sends what it counts, and the images it may request).
 */
export type ExternalOrigins = {
  frames: readonly string[];
  images: readonly string[];
  scripts: readonly string[];
  connections: readonly string[];
};

export type SecurityOptions = {
  hashes: InlineHashes;
  origins: ExternalOrigins;
  hsts: boolean;
  /** Present when the site takes contact messages: its form's proof of work runs in a worker of the site's own. */
  contact?: object;
};

/** The distinct origins of some addresses; paths of the site itself ('self') are left out. */
export function originsOf(addresses: readonly string[]): string[] {
  return [...new Set(addresses.filter((address) => URL.canParse(address)).map((address) => new URL(address).origin))];
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

export function contentSecurityPolicy({
  hashes: { scripts, styles },
  origins,
  contact,
}: Omit<SecurityOptions, "hsts">): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...origins.scripts, ...quoted(scripts)],
    "style-src": ["'self'", ...quoted(styles)],
    "img-src": ["'self'", ...origins.images],
    // The launcher is requested by its frame alone; the player only checks that the launcher's host
    // answers (a request for its root), since a frame reports its load even for the browser's error page.
    "connect-src": ["'self'", ...origins.frames, ...origins.connections],
    "frame-src": origins.frames,
    // The contact form's solver, from the site itself only (without it, workers would follow script-src and its hosts).
    ...(contact && { "worker-src": ["'self'"] }),
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

function permissionsPolicy(origins: ExternalOrigins): string {
  // The launcher plays sound and offers its own full-screen button; nothing on the site uses the rest.
  const launchers = origins.frames.map((origin) => `"${origin}"`).join(" ");
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

/**
 * What a page of the site needs only as a page: its policy, who may frame it, its features and its window. A browser
 * obeys these on a document only, so the other files of the build (scripts, styles, images, the manifest) go without
 * them, at about 1.5 KB less each; an SVG or a file of text opened by itself gets a policy that lets it load and run
 * nothing and be framed by no one, in a few bytes.
 */
export type SecurityHeaders = { page: Record<string, string>; file: Record<string, string> };

/** The policy of a file that is not a page, should it be opened as a document. */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(options: SecurityOptions): SecurityHeaders {
  const every = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(options.hsts && { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }),
  };
  return {
    page: {
      "Content-Security-Policy": contentSecurityPolicy(options),
      ...every,
      "Permissions-Policy": permissionsPolicy(options.origins),
      "Cross-Origin-Opener-Policy": "same-origin",
      // For browsers that predate frame-ancestors.
      "X-Frame-Options": "DENY",
    },
    file: { "Content-Security-Policy": FILE_POLICY, ...every },
  };
}

/** A file of the build is sent with a page's headers when it is HTML; the servers' own answers always are. */
export function securityHeadersFor(headers: SecurityHeaders, contentType: string): Record<string, string> {
  return contentType.startsWith("text/html") ? headers.page : headers.file;
}
