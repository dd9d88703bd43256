/**
 * Answers one request: security headers first, then the decision of resolve-request.ts, with the
 * file sent from the build's index (static-files.ts): its pre-compressed variant, ETag and 304,
 * content type. A failure while answering sends the prerendered 500 page, never a stack trace.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import { ALLOWED_METHODS, NOT_FOUND_FILE, SERVER_ERROR_FILE, cacheControlFor } from "./hosting-rules.ts";
import { createResolver } from "./resolve-request.ts";
import { type StaticFile, chooseVariant, indexFiles, readVariant } from "./static-files.ts";

export type HandlerOptions = {
  root: string;
  routes: readonly string[];
  headers: Record<string, string>;
};

export function createRequestHandler({ root, routes, headers }: HandlerOptions) {
  const resolve = createResolver(routes);
  const files = indexFiles(root);

  async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, file: StaticFile, status: number) {
    const variant = chooseVariant(file, req.headers["accept-encoding"]);
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", cacheControlFor(path));
    res.setHeader("Vary", "Accept-Encoding");
    if (variant.encoding === "identity") res.removeHeader("Content-Encoding");
    else res.setHeader("Content-Encoding", variant.encoding);
    // The 404 and 500 pages are answers about this request, not a copy to revalidate.
    res.removeHeader("ETag");
    if (status === 200) {
      res.setHeader("ETag", variant.etag);
      if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(variant.etag)) {
        res.writeHead(304).end();
        return;
      }
    }
    const body = await readVariant(variant);
    res.writeHead(status, { "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function sendPage(req: IncomingMessage, res: ServerResponse, path: string, status: number) {
    const file = files.get(path);
    if (!file) throw new Error(`${path} is missing from the build`);
    await sendFile(req, res, path, file, status);
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const decision = resolve({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host });
    switch (decision.kind) {
      case "file":
      case "not-found": {
        const file = decision.file === undefined ? undefined : files.get(decision.file);
        if (decision.file !== undefined && file) return sendFile(req, res, decision.file, file, 200);
        return sendPage(req, res, NOT_FOUND_FILE, 404);
      }
      case "redirect":
        res.setHeader("Location", decision.location);
        return sendText(res, 301);
      case "error":
        if (decision.status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
        return sendText(res, decision.status);
    }
  }

  async function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    console.error(`${req.method} ${JSON.stringify(req.url)} failed:`, error);
    if (res.headersSent) return res.destroy();
    await sendPage(req, res, SERVER_ERROR_FILE, 500).catch(() => sendText(res, 500));
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    answer(req, res)
      .catch((error: unknown) => fail(req, res, error))
      // Nothing left to send: never let one broken answer bring the process down.
      .catch(() => res.destroy());
  };
}

function sendText(res: ServerResponse, status: number) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}
