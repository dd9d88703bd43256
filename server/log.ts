/**
 * The Node server's log, with pino: one record for each event (start and stop, requests with ACCESS_LOG=on,
 * messages stored, delivered and failed). LOG_FORMAT=json writes each as one JSON object a line, for a log
 * collector; the default is readable text (pino-pretty, one line each). Errors and warnings go to standard
 * error, the rest to standard output, in both formats.
 */
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

export type Log = Logger;

/** A request record's fields (access-log.ts), shown in text as an access log line. */
type RequestRecord = { method?: string; url?: string; status?: number; bytes?: number; ms?: number; client?: string };
const REQUEST_FIELDS = "client,method,url,status,bytes,ms";

/** LOG_FORMAT: "json", or "text" (the default). */
export function logFormatFrom(value: string | undefined): "json" | "text" {
  const format = (value ?? "").trim().toLowerCase() || "text";
  if (format !== "json" && format !== "text")
    throw new Error(`LOG_FORMAT: expected "json" or "text", got ${JSON.stringify(value)}`);
  return format;
}

/** A destination for each level: standard output (1) and standard error (2) unless others are given. */
export function createLog(
  format: "json" | "text",
  { out = 1, err = 2 }: { out?: number | NodeJS.WritableStream; err?: number | NodeJS.WritableStream } = {},
): Log {
  const stream = (destination: number | NodeJS.WritableStream) =>
    format === "json"
      ? typeof destination === "number"
        ? pino.destination({ dest: destination, sync: true })
        : destination
      : pretty({
          destination,
          sync: true,
          colorize: false,
          singleLine: true,
          translateTime: "SYS:yyyy-mm-dd HH:MM:ss.l",
          ignore: `pid,hostname,${REQUEST_FIELDS}`,
          messageFormat: (record: RequestRecord & Record<string, unknown>, messageKey: string) =>
            record.method === undefined
              ? String(record[messageKey] ?? "")
              : `${record.client ?? "-"} ${record.method} ${JSON.stringify(record.url)} ${record.status} ${record.bytes} B ${record.ms} ms`,
        });
  return pino(
    // Levels by name ("error", not 50), so a collector's query reads as the log does.
    { base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    pino.multistream(
      [
        { level: "info", stream: stream(out) },
        { level: "warn", stream: stream(err) },
      ],
      { dedupe: true },
    ),
  );
}

/** An error's words for a log record: its message, never a whole object that might carry a credential. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
