/**
 * The production server behind `npm start`: serves the prerendered build with the hosting rules.
 * Environment: HOST, PORT, HSTS=on (behind HTTPS only), ACCESS_LOG=on, BUILD_DIR (default build/), and the
 * limits on slow and idle clients (hosting/client-limits.ts).
 */
import { createServer } from "node:http";
import { accessLogger } from "./access-log.ts";
import { clientDir, defaultBuildDir, readBuildManifest } from "./build-manifest.ts";
import { CONTACT_ENDPOINT } from "../src/contact-message.ts";
import { startContactService } from "./messages/contact-service.ts";
import { isEnvFlagOn } from "./env-flag.ts";
import { CHECK_INTERVAL_MS, clientLimitsFrom } from "./hosting/client-limits.ts";
import { ALLOWED_METHODS } from "./hosting/hosting-rules.ts";
import { createRequestHandler } from "./hosting/request-handler.ts";
import { targetPath } from "./hosting/resolve-request.ts";
import { securityHeaders } from "./hosting/security-headers.ts";

const SHUTDOWN_GRACE_MS = 10_000;

const buildDir = process.env.BUILD_DIR ?? defaultBuildDir;
const manifest = readBuildManifest(buildDir);
if (!manifest) {
  console.error(`No finished build in ${buildDir} (hosting.json is missing). Run "npm run build" first.`);
  process.exit(2);
}

let limits: ReturnType<typeof clientLimitsFrom>;
try {
  limits = clientLimitsFrom(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const root = clientDir(buildDir);
const headers = securityHeaders({ ...manifest, hsts: isEnvFlagOn(process.env.HSTS) });
const handle = createRequestHandler({ root, pages: manifest.pages, languageFolders: manifest.languageFolders, headers });
const contact = manifest.contact && startContactService({ settings: manifest.contact, name: manifest.name, root, pages: manifest.pages, headers: headers.page, env: process.env });
const log = isEnvFlagOn(process.env.ACCESS_LOG) ? accessLogger(process.stdout) : undefined;

const server = createServer(
  {
    headersTimeout: limits.headersSeconds * 1000,
    requestTimeout: limits.requestSeconds * 1000,
    keepAliveTimeout: limits.idleSeconds * 1000,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  },
  (req, res) => {
    log?.(req, res);
    // The resolver's own reading of the target, asked only of targets that may name the endpoint.
    if (contact && req.url?.includes(CONTACT_ENDPOINT) && targetPath(req.url) === CONTACT_ENDPOINT) contact.handle(req, res);
    else handle(req, res);
  },
);

// Node closes CONNECT requests without a word unless someone listens; answer them like any other method.
server.on("connect", (_req, socket) => {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
server.listen(port, host, () => {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  console.log(`${manifest.name} is served on http://${shown}:${port}`);
});

function shutDown(signal: string) {
  console.log(`${signal}: finishing requests in flight, then stopping.`);
  server.close(() => {
    void (contact?.stop() ?? Promise.resolve()).finally(() => process.exit(0));
  });
  // Keep-alive connections with nothing in flight would otherwise hold the server open.
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);
