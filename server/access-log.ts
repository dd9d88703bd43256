import type { IncomingMessage, ServerResponse } from "node:http";
import type { Log } from "#server/log.ts";
import { PLAYS_ENDPOINT } from "#shared/plays.ts";

/**
 * One record per answered request (ACCESS_LOG=on): client, method, target, status, bytes sent (headers included),
 * duration. A report of a play names no client: plays are counted without knowing who (server/plays/).
 */
export function accessLogger(log: Log) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const { method, url } = req;
    // Bytes sent for this answer, headers included (like nginx's $bytes_sent): the handler passes its
    // headers to writeHead at once, so they are not there to read back.
    const sentBefore = req.socket.bytesWritten;
    res.once("finish", () => {
      const bytes = req.socket.bytesWritten - sentBefore;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const client = url?.startsWith(PLAYS_ENDPOINT) ? "-" : (req.socket.remoteAddress ?? "-");
      log.info({ client, method, url, status: res.statusCode, bytes, ms }, "request");
    });
  };
}
