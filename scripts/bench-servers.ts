/** The servers `npm run bench` needs besides the site itself. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir } from "../server/build-manifest.ts";
import { buildFiles } from "../server/static-files.ts";
import { withoutScripts } from "./bench-report.ts";
import { compress } from "./hosting-integration.ts";

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
 * A copy of the build whose pages have no script (`withoutScripts`), compressed as the build is, for
 * the site's own server to serve: the twin of each page, with the same files, headers and compression.
 */
export function scriptFreeCopy(buildDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), "bench-twin-"));
  cpSync(buildDir, copy, { recursive: true });
  const root = clientDir(copy);
  const pages = buildFiles(root).filter((file) => file.endsWith(".html"));
  for (const page of pages) writeFileSync(join(root, page), withoutScripts(readFileSync(join(root, page), "utf8")));
  compress(root, pages);
  return copy;
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
 * The production Node server on a free port of 127.0.0.1 (or `env.HOST`), started as `npm run serve`
 * starts it, with `env` added; resolves once it answers. Its errors go to this process's stderr.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, "..", "server", "index.ts")], {
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://${env.HOST ?? "127.0.0.1"}:${port}`;
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
