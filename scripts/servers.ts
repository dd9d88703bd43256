/**
 * The servers the benchmarks start on loopback: the production Node server, and Debian's nginx serving the
 * build with the generated deploy/nginx/site.conf, one worker, everything it writes in a temporary folder
 * (so no root is needed). `node scripts/servers.ts nginx <port>` runs nginx alone until a signal, for the
 * hosting checks (e2e/hosting/playwright.config.ts).
 */
import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readBuildManifest } from "#server/hosting/build-manifest.ts";
import { CONTACT_UPSTREAM } from "#server/hosting/nginx-config.ts";

const repo = join(import.meta.dirname, "..");
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** deploy/nginx/site.conf serves the build's pre-compressed .br files with it. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const siteConfig = join(repo, "deploy", "nginx", "site.conf");

/** `output`: what the server has written so far, when it was started to keep it (`capture`), for a test to read its log. */
export type Server = {
  child: ChildProcess;
  baseUrl: string;
  output: { stdout: string; stderr: string };
  stop: () => Promise<void>;
};

/**
 * A free port of 127.0.0.1 for a server that can be given no other way (nginx; a mail server a test starts only
 * later): another program may take it first, so a server that can listen on port 0 is started on it instead.
 */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * Starts a server, its errors to this process's stderr, and resolves once `ready` has found its address; rejects after
 * `seconds`, or as soon as the server has exited. With `capture`, its standard output and error are kept in `output`
 * too (its errors still shown): the server writes its log synchronously, so only a reader that keeps up may take it,
 * never one busy with a load test. With `ipc`, the server has a channel to this process, for `ready` to hear on.
 */
async function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  { seconds, capture = false, ipc = false }: { seconds: number; capture?: boolean; ipc?: boolean },
  ready: (child: ChildProcess, signal: AbortSignal) => Promise<string>,
): Promise<Server> {
  const stdio: StdioOptions = [
    "ignore",
    capture ? "pipe" : "ignore",
    capture ? "pipe" : "inherit",
    ...(ipc ? ["ipc" as const] : []),
  ];
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio });
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => {
    output.stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await once(child, "exit");
  };
  const giveUp = new AbortController();
  const exited = once(child, "exit", { signal: giveUp.signal }).then(([code, signal]) => {
    // The server says why on stderr: without a build, the Node server; with a configuration it refuses, nginx.
    throw new Error(`${command} ${args.join(" ")} exited (${code ?? signal}) before it was ready.`);
  });
  const late = sleep(seconds * 1000, undefined, { signal: giveUp.signal }).then(() => {
    throw new Error(`${command} ${args.join(" ")} was not ready after ${seconds} s.`);
  });
  try {
    return { child, baseUrl: await Promise.race([ready(child, giveUp.signal), exited, late]), output, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    giveUp.abort();
  }
}

/**
 * The production Node server as `npm run serve` starts it, on 127.0.0.1 (or `env.HOST`), on a port it takes itself
 * (PORT=0) and names on its IPC channel, with `env` added; `capture` keeps its log in the returned `output`;
 * `project` is the copy of the project whose build it serves, by default this one.
 */
export function startSiteServer(
  env: Record<string, string> = {},
  { capture = false, project = repo } = {},
): Promise<Server> {
  const served = (child: ChildProcess) =>
    new Promise<string>((resolve) => {
      child.on("message", (message: { served?: string }) => {
        if (typeof message.served !== "string") return;
        child.disconnect();
        resolve(message.served);
      });
    });
  return startServer(
    process.execPath,
    [join(project, "server", "index.ts")],
    { HOST: "127.0.0.1", ...env, PORT: "0" },
    // A bound, not a wait: it starts in well under a second, but on a machine as busy as the suite makes it (its
    // steps side by side, and a core kept busy) it has taken more than 10 s.
    { seconds: 30, capture, ipc: true },
    served,
  );
}

/**
 * nginx with the generated site.conf, on `port` (by default a free one, and another if something takes it first).
 * `contact`: the Node server that takes the contact endpoint on a site that delivers messages (site.conf passes the
 * endpoint to it).
 */
export async function startNginx({
  port = 0,
  connections = 256,
  contact,
}: { port?: number; connections?: number; contact?: Server } = {}): Promise<Server> {
  // `npm run system-tools` installs nginx and its brotli module; `npm run build` writes site.conf.
  const missing = [NGINX, BROTLI_MODULE, siteConfig].filter((path) => !existsSync(path));
  if (missing.length > 0)
    throw new Error(`Missing ${missing.join(", ")}: run npm run system-tools, then npm run build.`);
  // Ready once it answers a path of its own, which no other server on that port would.
  for (let tries = 1; ; tries += 1) {
    const listen = port || (await freePort());
    const work = mkdtempSync(join(tmpdir(), "site-nginx-"));
    const readyPath = `/${randomUUID()}`;
    // Relative paths are in the prefix (-p), the temporary folder.
    writeFileSync(
      join(work, "nginx.conf"),
      `load_module ${BROTLI_MODULE};
daemon off;
worker_processes 1;
pid nginx.pid;
error_log error.log warn;
events { worker_connections ${connections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path body;
    proxy_temp_path proxy;
    fastcgi_temp_path fastcgi;
    uwsgi_temp_path uwsgi;
    scgi_temp_path scgi;
    upstream ${CONTACT_UPSTREAM} { server ${contact ? new URL(contact.baseUrl).host : "127.0.0.1:9"}; }
    server {
        listen 127.0.0.1:${listen};
        server_name localhost;
        root ${join(repo, "build", "client")};
        location = ${readyPath} { return 204; }
        include ${siteConfig};
    }
}
`,
    );
    const baseUrl = `http://127.0.0.1:${listen}`;
    const answers = async (_: ChildProcess, signal: AbortSignal) => {
      while (
        (await fetch(`${baseUrl}${readyPath}`, { signal }).then(
          (response) => response.status,
          () => 0,
        )) !== 204
      )
        await sleep(100, undefined, { signal });
      return baseUrl;
    };
    try {
      const nginx = await startServer(NGINX, ["-p", work, "-c", "nginx.conf"], {}, { seconds: 5 }, answers);
      return {
        ...nginx,
        async stop() {
          await nginx.stop();
          rmSync(work, { recursive: true, force: true });
        },
      };
    } catch (error) {
      const errorLog = join(work, "error.log");
      const portTaken = existsSync(errorLog) && readFileSync(errorLog, "utf8").includes("Address already in use");
      rmSync(work, { recursive: true, force: true });
      if (port || !portTaken || tries === 3) throw error;
    }
  }
}

if (import.meta.main && process.argv[2] === "nginx") {
  // A site that delivers contact messages or counts plays has the Node server behind nginx for them, keeping them
  // in a temporary folder unless DATA_DIR says otherwise.
  const data = process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "site-data-"));
  const manifest = readBuildManifest(join(repo, "build"));
  const contact =
    manifest?.contact || manifest?.plays ? await startSiteServer(data ? { DATA_DIR: data } : {}) : undefined;
  const nginx = await startNginx({ port: Number(process.argv[3]), contact });
  console.log(
    `nginx serves the build on ${nginx.baseUrl}${contact ? `, with the contact endpoint on ${contact.baseUrl}` : ""}`,
  );
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.once(signal, async () => {
      await Promise.all([nginx.stop(), contact?.stop()]);
      if (data) rmSync(data, { recursive: true, force: true });
    });
  }
}
