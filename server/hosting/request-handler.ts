/**
 * Answers one request with the decision of resolve-request.ts: a file of the build, held in memory
 * with its pre-compressed variants (static-files.ts) and its headers prepared at start, so an
 * answer is one writeHead and one end; or a redirect or an error. Every answer carries the security
 * headers: a page's, or a file's for the build's other files. A failure while answering sends the
 * prerendered 500 page, never a stack trace.
 */
import { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse, STATUS_CODES } from "node:http";
import { ALLOWED_METHODS, cacheControlFor } from "#server/hosting/hosting-rules.ts";
import { createResolver, targetPath } from "#server/hosting/resolve-request.ts";
import { NOT_FOUND_FILE, type Page, errorPageFor } from "#server/hosting/route-table.ts";
import { type SecurityHeaders, securityHeadersFor } from "#server/hosting/security-headers.ts";
import { type StaticFile, type Variant, chooseVariant, indexFiles } from "#server/hosting/static-files.ts";

export type HandlerOptions = {
  root: string;
  pages: readonly Page[];
  languageFolders: readonly string[];
  headers: SecurityHeaders;
  /** Told of a failure while answering, after which the 500 page is sent. */
  onError: (error: unknown, req: IncomingMessage) => void;
};

export function createRequestHandler({ root, pages, languageFolders, headers, onError }: HandlerOptions) {
  const resolve = createResolver(pages, languageFolders);
  const files = indexFiles(root);
  // The headers of each variant, prepared once: as a page of its own (200, with its ETag) and as the
  // 404 or 500 page (an answer about this request, not a copy to revalidate).
  type Prepared = { ok: OutgoingHttpHeaders; error: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders };
  const prepared = new Map<Variant, Prepared>();
  for (const [path, file] of files) {
    for (const variant of file.variants) {
      const common: OutgoingHttpHeaders = {
        ...securityHeadersFor(headers, file.contentType),
        "Content-Type": file.contentType,
        "Cache-Control": cacheControlFor(path),
        Vary: "Accept-Encoding",
        ...(variant.encoding !== "identity" && { "Content-Encoding": variant.encoding }),
      };
      const length = { "Content-Length": variant.body.length };
      prepared.set(variant, {
        ok: { ...common, ...length, ETag: variant.etag },
        error: { ...common, ...length },
        notModified: { ...common, ETag: variant.etag },
      });
    }
  }

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number) {
    const variant = chooseVariant(file, req.headers["accept-encoding"]);
    const { ok, error, notModified } = prepared.get(variant) as Prepared;
    if (status === 200 && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(variant.etag)) {
      res.writeHead(304, notModified).end();
      return;
    }
    res.writeHead(status, status === 200 ? ok : error);
    res.end(req.method === "HEAD" ? undefined : variant.body);
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse, path: string, status: number) {
    const file = files.get(path);
    if (!file) throw new Error(`${path} is missing from the build`);
    await sendFile(req, res, file, status);
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const decision = resolve({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host });
    switch (decision.kind) {
      case "file":
      case "not-found": {
        const file = decision.file === undefined ? undefined : files.get(decision.file);
        if (file) return sendFile(req, res, file, 200);
        return sendPage(req, res, decision.kind === "not-found" ? decision.page : NOT_FOUND_FILE, 404);
      }
      case "redirect":
        return sendText(res, 301, { Location: decision.location });
      case "error":
        return sendText(res, decision.status, decision.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {});
    }
  }

  async function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    onError(error, req);
    if (res.headersSent) return res.destroy();
    // The path's own language, of an absolute-form target (`GET http://host/en/x`) too.
    const page = errorPageFor(targetPath(req.url ?? "/") ?? "/", 500, languageFolders);
    await sendPage(req, res, page, 500).catch(() => sendText(res, 500));
  }

  function sendText(res: ServerResponse, status: number, extra: OutgoingHttpHeaders = {}) {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    res.writeHead(status, {
      ...headers.page,
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    answer(req, res)
      .catch((error: unknown) => fail(req, res, error))
      // Nothing left to send: never let one broken answer bring the process down.
      .catch(() => res.destroy());
  };
}
