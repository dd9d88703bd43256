import type { IncomingMessage, ServerResponse } from "node:http";
import type { Writable } from "node:stream";

/** One line per answered request: time, client, method, target, status, bytes sent (headers included), duration. */
export function accessLogger(out: Writable) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const { method, url } = req;
    // Bytes sent for this answer, headers included (like nginx's $bytes_sent): the handler passes its
    // headers to writeHead at once, so they are not there to read back.
    const sentBefore = req.socket.bytesWritten;
    res.once("finish", () => {
      const bytes = req.socket.bytesWritten - sentBefore;
      const ms = (performance.now() - started).toFixed(1);
      const client = req.socket.remoteAddress ?? "-";
      out.write(`${new Date().toISOString()} ${client} ${method} ${JSON.stringify(url)} ${res.statusCode} ${bytes} ${ms}ms\n`);
    });
  };
}
