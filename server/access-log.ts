import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";

/** One line per answered request: time, client, method, target, status, bytes sent, duration. */
export function accessLogger(out: Writable) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    // Taken now: the request handler rewrites req.url to the file it serves.
    const { method, url } = req;
    res.once("finish", () => {
      const bytes = res.getHeader("Content-Length") ?? "-";
      const ms = (performance.now() - started).toFixed(1);
      const client = req.socket.remoteAddress ?? "-";
      out.write(`${new Date().toISOString()} ${client} ${method} ${JSON.stringify(url)} ${res.statusCode} ${bytes} ${ms}ms\n`);
    });
  };
}
