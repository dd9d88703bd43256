/**
 * Answers one request: security headers first, then the decision of resolve-request.ts, with sirv
 * serving the files (pre-compressed twins, ETag and 304, content types) from an index it builds at
 * start, so nothing outside the build can ever be read.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import sirv from "sirv";
import { ALLOWED_METHODS, NOT_FOUND_FILE, cacheControlFor } from "./hosting-rules.ts";
import { createResolver } from "./resolve-request.ts";

export type HandlerOptions = {
  root: string;
  routes: readonly string[];
  headers: Record<string, string>;
};

export function createRequestHandler({ root, routes, headers }: HandlerOptions) {
  const resolve = createResolver(routes);
  // extensions: [] so sirv serves exactly the file asked for; routes and the 404 page are decided above it.
  const files = sirv(root, { etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });

  function serveFile(req: IncomingMessage, res: ServerResponse, file: string, onMissing: () => void) {
    req.url = encodeURI(file);
    res.setHeader("Cache-Control", cacheControlFor(file));
    res.setHeader("Vary", "Accept-Encoding");
    files(req, res, onMissing);
  }

  function serveNotFound(req: IncomingMessage, res: ServerResponse) {
    // sirv always answers 200 (or 304); the 404 page keeps its encoding negotiation but not that status.
    delete req.headers["if-none-match"];
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
    res.writeHead = ((_status: number, fileHeaders?: Record<string, unknown>) => writeHead(404, fileHeaders)) as typeof res.writeHead;
    serveFile(req, res, NOT_FOUND_FILE, () => sendText(res, 404));
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Byte ranges are of no use for pages this small, and sirv does not validate them.
    delete req.headers.range;

    const decision = resolve({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host });
    switch (decision.kind) {
      case "file":
        return serveFile(req, res, decision.file, () => serveNotFound(req, res));
      case "not-found":
        if (decision.file === undefined) return serveNotFound(req, res);
        return serveFile(req, res, decision.file, () => serveNotFound(req, res));
      case "redirect":
        res.setHeader("Location", decision.location);
        return sendText(res, 301);
      case "error":
        if (decision.status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
        return sendText(res, decision.status);
    }
  };
}

function sendText(res: ServerResponse, status: number) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
