/**
 * Debian's nginx serving the build with the generated deploy/nginx/site.conf on a loopback port, one
 * worker, everything it writes in a temporary folder (so no root is needed). Used by the load benchmark,
 * which compares the Node server with it; `node scripts/nginx-server.ts <port>` runs it alone until a
 * signal, for the hosting checks (e2e/hosting/playwright.config.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, untilServing } from "./bench-servers.ts";

const repo = resolve(import.meta.dirname, "..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const siteConfig = join(repo, "deploy", "nginx", "site.conf");
const root = join(repo, "build", "client");

export type NginxServer = { baseUrl: string; pid: number | undefined; stop: () => Promise<void> };

/** Starts nginx, or exits the process with what to install or build when something is missing. */
export async function startNginx({ port = 0, connections = 256 } = {}): Promise<NginxServer> {
  for (const [path, hint] of [
    [NGINX, "apt-get install nginx"],
    [BROTLI_MODULE, "apt-get install libnginx-mod-http-brotli-static"],
    [siteConfig, "npm run build"],
  ] as const) {
    if (!existsSync(path)) {
      console.error(`${path} is missing: run ${hint}.`);
      process.exit(1);
    }
  }

  const listen = port || (await freePort());
  const work = mkdtempSync(join(tmpdir(), "site-nginx-"));
  const temp = (name: string) => join(work, name);
  writeFileSync(
    temp("nginx.conf"),
    `load_module ${BROTLI_MODULE};
daemon off;
worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections ${connections}; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    server {
        listen 127.0.0.1:${listen};
        server_name localhost;
        root ${root};
        include ${siteConfig};
    }
}
`,
  );

  const configTest = spawnSync(NGINX, ["-t", "-q", "-p", work, "-c", temp("nginx.conf")], { encoding: "utf8" });
  if (configTest.status !== 0) {
    console.error(configTest.stderr);
    process.exit(1);
  }

  const nginx = spawn(NGINX, ["-p", work, "-c", temp("nginx.conf")], { stdio: "inherit" });
  const baseUrl = `http://127.0.0.1:${listen}`;
  await untilServing(baseUrl, nginx, 5);
  return {
    baseUrl,
    pid: nginx.pid,
    async stop() {
      // Stopped already when the hosting checks signal its whole process group.
      if (nginx.exitCode === null && nginx.signalCode === null) {
        nginx.kill("SIGQUIT");
        await new Promise((done) => nginx.once("exit", done));
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const nginx = await startNginx({ port: Number(process.argv[2]) });
  console.log(`nginx serves the build on ${nginx.baseUrl}`);
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => void nginx.stop());
}
