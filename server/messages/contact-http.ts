/**
 * The contact endpoint (contact-endpoint.ts) on Node's HTTP server: a request as the endpoint reads it, and its answer
 * written back, or a 500 if it failed.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Log } from "#server/log.ts";
import { type ContactAnswer, type ContactRequest, TooLarge } from "#server/messages/contact-endpoint.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function readBody(req: IncomingMessage, limit: number): Promise<string | TooLarge> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) {
        req.pause();
        resolve(new TooLarge(Buffer.concat(chunks).subarray(0, limit).toString("utf8")));
      }
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The client's address; behind nginx on the same machine, the one nginx names in X-Real-IP. */
function clientOf(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-real-ip"];
  return LOOPBACK.has(peer) && typeof forwarded === "string" && forwarded !== "" ? forwarded : peer;
}

export function contactRequest(req: IncomingMessage): ContactRequest {
  return {
    method: req.method ?? "",
    host: req.headers.host,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    readBody: (limit) => readBody(req, limit),
    client: clientOf(req),
  };
}

/** Sends the endpoint's answer with the site's `headers`, or a 500 if it failed (`endpoint` names it in the log). */
export function sendAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: Promise<ContactAnswer>,
  headers: Record<string, string>,
  log: Log,
  endpoint = "the contact endpoint",
) {
  return answer
    .then(({ status, headers: own, body }) => {
      res.writeHead(status, { ...headers, ...own, "Content-Length": Buffer.byteLength(body) });
      res.end(body);
    })
    .catch((error: unknown) => {
      // A client that left mid-request (or was cut off at the request's time limit) is no failure of the endpoint.
      if (req.socket.destroyed) return;
      log.error({ err: error }, `${endpoint} failed`);
      if (!res.headersSent)
        res.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("500 Internal Server Error\n");
    });
}
