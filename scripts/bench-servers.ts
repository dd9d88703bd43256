/** The servers `npm run bench` needs besides the site itself. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, request, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { routeOfPage, withoutScripts } from "./bench-report.ts";

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

const LAUNCHER_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo game</title></head>
<body style="margin:0;display:grid;place-items:center;height:100vh;background:#123;color:#fff;font:16px system-ui">Demo game</body></html>`;

/**
 * Stands in for the unreachable game launcher over HTTPS, with a self-signed certificate made for
 * this run and deleted at once (Chromium is told to ignore its errors).
 */
export async function startStub(): Promise<{ port: number; close: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-stub-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=bench-stub"], {
    stdio: "ignore",
  });
  const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=86400" });
    res.end(LAUNCHER_PAGE);
  });
  rmSync(dir, { recursive: true });
  const port = await listen(server);
  return { port, close: () => server.close() };
}

/**
 * Serves each page's prerendered HTML without its scripts (the no-JavaScript reference); every
 * other request is passed to the site's own server, so both pages get the same CSS and images.
 */
export async function startReference(buildDir: string, sitePort: number): Promise<{ port: number; close: () => void }> {
  // Read once at start: a rebuild during the run must not change or remove the reference pages.
  const pages = new Map<string, Buffer>();
  for (const file of readdirSync(buildDir, { recursive: true, encoding: "utf8" })) {
    if (file.endsWith(".html")) pages.set(routeOfPage(file), Buffer.from(withoutScripts(readFileSync(join(buildDir, file), "utf8"))));
  }
  const server = createHttpServer((req, res) => {
    // The site's addresses have no trailing slash ("/contact"); "/" stays as it is.
    const path = new URL(req.url ?? "/", "http://reference").pathname.replace(/(.)\/$/, "$1");
    // A page navigation to an unknown path gets the 404 page, as on the site.
    const notFound = !pages.has(path) && String(req.headers.accept).includes("text/html");
    const html = pages.get(notFound ? "/404" : path);
    if (req.method === "GET" && html) {
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"]));
      res.writeHead(notFound ? 404 : 200, { "Content-Type": "text/html; charset=utf-8", ...(gzip && { "Content-Encoding": "gzip" }) });
      res.end(gzip ? gzipSync(html) : html);
      return;
    }
    const upstream = request({ host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  const port = await listen(server);
  return { port, close: () => server.close() };
}

export async function freePort(): Promise<number> {
  const server = createHttpServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once something answers HTTP at `baseUrl` (any status), trying every 100 ms; rejects after
 * `seconds`, or as soon as the process that should answer has exited.
 */
export async function untilServing(baseUrl: string, process: ChildProcess, seconds = 10): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(baseUrl);
      return;
    } catch (error) {
      if (tries >= seconds * 10 || process.exitCode !== null) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

export type SiteServer = { child: ChildProcess; baseUrl: string; stop: () => Promise<void> };

/**
 * The production Node server on a free loopback port, started as `npm run serve` starts it, with
 * `env` added; resolves once it answers. Its errors go to this process's stderr.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, "..", "server", "index.ts")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilServing(baseUrl, child);
  return {
    child,
    baseUrl,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}
