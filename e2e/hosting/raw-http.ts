import { connect } from "node:net";

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends bytes exactly as given (no client library would send a malformed request) and reads the
 * answer until the server closes the connection. Status 0 means the server closed without answering.
 */
export function rawRequest(baseUrl: string, request: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server may reset the connection once it has answered a request it refuses.
    socket.on("error", (error) => (chunks.length > 0 ? socket.destroy() : reject(error)));
    socket.on("close", () => resolve(parse(Buffer.concat(chunks).toString("latin1"))));
    socket.write(request, "latin1");
  });
}

/** A request line and headers, ending the connection after the answer. */
export function requestText(
  method: string,
  target: string,
  headers: Record<string, string> = { Host: "localhost" },
): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [`${method} ${target} HTTP/1.1`, ...lines, "Connection: close", "", ""].join("\r\n");
}

function parse(text: string): RawResponse {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") };
}
