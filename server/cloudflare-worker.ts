/**
 * The Worker in front of Cloudflare's static assets (Workers static assets, or a Pages project's
 * `_worker.js`). Plain static assets cannot keep the site's promises (405 with Allow, 404 for the raw
 * `.html`, the twins and the 404 page itself, Vary, no year-long caching of a missing asset, the
 * security headers on every answer), so every request reaches this Worker first. It decides with the
 * Node server's own resolver and rules, and only reads files through the ASSETS binding.
 * The build writes the entry that calls `createWorker` with the build's pages and hashes. On a site that
 * delivers contact messages, the Workers entry also passes `EmailMessage`, and POST /api/contact (with GET
 * /api/challenge, its proof of work's challenge) goes to cloudflare-contact.ts (Pages has no Cron Triggers for the retries, so its entry gets no contact settings);
 * on a site that counts plays, POST /api/plays goes to server/plays/cloudflare-plays.ts (on Workers too only).
 */
import { CHALLENGE_ENDPOINT, CONTACT_ENDPOINT } from "#shared/contact-message.ts";
import { PLAYS_ENDPOINT, POPULAR_ENDPOINT } from "#shared/plays.ts";
import { type PlaysEnv, createPlaysWorker } from "#server/plays/cloudflare-plays.ts";
import { answerHealth } from "#server/health.ts";
import { HEALTH_ENDPOINT, NOT_FOUND_FILE } from "#server/hosting/route-table.ts";
import { type ContactEnv, type EmailMessageClass, createContactWorker } from "#server/messages/cloudflare-contact.ts";
import type { CloudflareHost, WorkerConfig } from "#server/hosting/cloudflare-config.ts";
import {
  ALLOWED_METHODS,
  COMPRESSIBLE_EXTENSIONS,
  MAX_HEADERS_SIZE,
  cacheControlFor,
  contentTypeFor,
  preferredEncodings,
} from "#server/hosting/hosting-rules.ts";
import { createResolver } from "#server/hosting/resolve-request.ts";
import { securityHeaders, securityHeadersFor } from "#server/hosting/security-headers.ts";

/** HEALTH_TOKEN is a secret (`wrangler secret put HEALTH_TOKEN`); HEALTH_MAX_PENDING_SECONDS a variable. */
type Env = ContactEnv &
  PlaysEnv & {
    ASSETS: { fetch(request: Request): Promise<Response> };
    HEALTH_TOKEN?: string;
    HEALTH_MAX_PENDING_SECONDS?: string;
  };
type Context = { waitUntil(promise: Promise<unknown>): void };

const REASONS: Record<number, string> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
};

function headersSize(headers: Headers): number {
  let size = 0;
  headers.forEach((value, name) => (size += name.length + value.length + 4));
  return size;
}
/** The file of each compressed coding: the build's twins. */
const TWINS = { br: ".br", gzip: ".gz" } as const;

/**
 * The visitor's own Accept-Encoding. Cloudflare hands the Worker `br, gzip` whatever the visitor sent and keeps
 * the original in `request.cf.clientAcceptEncoding`; its edge may still re-encode the answer for the visitor.
 */
function clientAcceptEncoding(request: Request): string | null {
  const cf = (request as Request & { cf?: { clientAcceptEncoding?: string } }).cf;
  return cf?.clientAcceptEncoding ?? request.headers.get("accept-encoding");
}

const extensionOf = (file: string) => /\.[^./]+$/.exec(file)?.[0] ?? "";

/** Where the asset server keeps a file: Pages answers `/contact.html` with a redirect, `/contact` with the file. */
function assetPath(host: CloudflareHost, file: string): string {
  if (host === "workers" || !file.endsWith(".html")) return file;
  return file === "/index.html" ? "/" : file.slice(0, -".html".length);
}

export function createWorker(config: WorkerConfig, EmailMessage?: EmailMessageClass) {
  const resolve = createResolver(config.pages, config.languageFolders);
  const security = securityHeaders(config);
  if (config.contact && !EmailMessage)
    throw new Error("A Worker that takes contact messages needs EmailMessage from cloudflare:email.");
  const plays = config.plays && createPlaysWorker(config.plays);
  // The day's report of a site that counts plays names the games failing too: one mail.
  const contact =
    config.contact &&
    EmailMessage &&
    createContactWorker(
      config.contact,
      EmailMessage,
      plays ? (env) => plays.failingGames((env as Env).PLAYS) : undefined,
    );

  /** One file of the build through the binding, or undefined when the asset server has no such file. */
  async function asset(env: Env, file: string, method: string, conditional?: Headers): Promise<Response | undefined> {
    const headers = new Headers();
    const etag = conditional?.get("if-none-match");
    if (etag) headers.set("if-none-match", etag);
    const url = new URL(assetPath(config.host, file), "https://assets.invalid");
    const response = await env.ASSETS.fetch(new Request(url, { method, headers, redirect: "manual" }));
    if (response.status === 200 || response.status === 304) return response;
    await response.body?.cancel();
    return undefined;
  }

  async function sendFile(env: Env, request: Request, file: string, status: number): Promise<Response | undefined> {
    const plain = await asset(env, file, "HEAD");
    if (!plain) return undefined;
    // Only a 200 answer can become a 304: the 404 page is always sent whole.
    const conditional = status === 200 ? request.headers : undefined;
    let chosen: { response: Response; encoding?: string } | undefined;
    if ((COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extensionOf(file))) {
      // The codings in the request's order of preference, as the Node server and nginx choose; identity ends the search.
      for (const encoding of preferredEncodings(clientAcceptEncoding(request))) {
        if (encoding === "identity") break;
        const response = await asset(env, file + TWINS[encoding], request.method, conditional);
        if (response) {
          chosen = { response, encoding };
          break;
        }
      }
    }
    chosen ??= { response: (await asset(env, file, request.method, conditional)) ?? plain };
    // The Node server's table, not the asset server's guess, so every host sends the same type.
    const contentType = contentTypeFor(file);
    const headers = new Headers(securityHeadersFor(security, contentType));
    headers.set("Content-Type", contentType);
    headers.set("Cache-Control", cacheControlFor(file));
    headers.set("Vary", "Accept-Encoding");
    const etag = chosen.response.headers.get("etag");
    if (etag) headers.set("ETag", etag);
    if (chosen.encoding) headers.set("Content-Encoding", chosen.encoding);
    const notModified = chosen.response.status === 304;
    const body = notModified || request.method === "HEAD" ? null : chosen.response.body;
    // "manual": the twin's bytes are already encoded, so the runtime must send them as they are.
    const init = { status: notModified ? 304 : status, headers, encodeBody: "manual" } as ResponseInit;
    return new Response(body, init);
  }

  async function notFound(env: Env, request: Request, file = NOT_FOUND_FILE): Promise<Response> {
    const page = await sendFile(env, request, file, 404);
    if (!page) throw new Error(`the build has no ${file}`);
    return page;
  }

  /** A prerendered contact page's HTML, for a form sent without JavaScript that was refused. */
  async function contactPage(env: Env, path: string): Promise<string | undefined> {
    const page = config.pages.find((candidate) => candidate.path === path);
    return page && (await asset(env, page.file, "GET"))?.text();
  }

  function text(status: number, extra: Record<string, string> = {}): Response {
    const headers = new Headers({ ...security.page, ...extra, "Content-Type": "text/plain; charset=utf-8" });
    return new Response(`${status} ${REASONS[status] ?? ""}\n`, { status, headers });
  }

  return {
    async fetch(request: Request, env: Env, ctx?: Context): Promise<Response> {
      if (headersSize(request.headers) > MAX_HEADERS_SIZE) return text(431);
      const { pathname, search, host } = new URL(request.url);
      if (contact && ctx && pathname === CONTACT_ENDPOINT)
        return contact.fetch(request, env, ctx, (path) => contactPage(env, path), security.page);
      if (contact && pathname === CHALLENGE_ENDPOINT) return contact.challenge(request, env, security.page);
      if (plays && pathname === PLAYS_ENDPOINT) return plays.fetch(request, env, security.page);
      if (plays && pathname === POPULAR_ENDPOINT) return plays.popular(request, env, security.page);
      if (pathname === HEALTH_ENDPOINT) {
        const answer = await answerHealth(
          { method: request.method, authorization: request.headers.get("authorization") },
          {
            token: env.HEALTH_TOKEN,
            serviceId: config.siteId,
            version: config.version,
            ...(contact && { delivery: () => contact.health(env) }),
            ...(plays && { failing: plays.failingGames(env.PLAYS) }),
          },
        );
        return new Response(answer.body || null, {
          status: answer.status,
          headers: { ...security.page, ...answer.headers },
        });
      }
      // workerd passes Host on; the address's own host stands in where a runtime does not.
      const decision = resolve({
        method: request.method,
        url: pathname + search,
        host: request.headers.get("host") ?? host,
      });
      switch (decision.kind) {
        case "error":
          return text(decision.status, decision.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {});
        case "redirect":
          return new Response(null, { status: 301, headers: { ...security.page, Location: decision.location } });
        case "file":
          return (await sendFile(env, request, decision.file, 200)) ?? notFound(env, request);
        case "not-found": {
          // Pages would answer `/404` or `/500` with its HTML file: a path with no extension is a route or nothing.
          const file = config.host === "pages" && extensionOf(decision.file ?? "") === "" ? undefined : decision.file;
          return (file && (await sendFile(env, request, file, 200))) || notFound(env, request, decision.page);
        }
      }
    },
    /**
     * The Cron Triggers: a site that delivers contact messages, its retries; a site that counts plays, the day that
     * has ended forgotten. Awaited, so the run ends with them.
     */
    async scheduled(_controller: unknown, env: Env): Promise<void> {
      await Promise.all([contact?.scheduled(env), plays?.scheduled(env)]);
    },
  };
}
