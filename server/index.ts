/**
 * The production server behind `npm start`: serves the prerendered build with the hosting rules.
 * Environment: HOST, PORT, HSTS=on (behind HTTPS only), ACCESS_LOG=on, LOG_FORMAT=json (log.ts), BUILD_DIR (default
 * build/), HEALTH_TOKEN (the details of GET /api/health), and the limits on slow and idle clients (hosting/client-limits.ts);
 * a site that takes messages or counts plays, those of messages/contact-service.ts and plays/plays-service.ts.
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { accessLogger } from "#server/access-log.ts";
import { clientDir, defaultBuildDir, readBuildManifest } from "#server/hosting/build-manifest.ts";
import { CHALLENGE_ENDPOINT, CONTACT_ENDPOINT } from "#shared/contact-message.ts";
import { startContactService } from "#server/messages/contact-service.ts";
import { startPlaysService } from "#server/plays/plays-service.ts";
import { PLAYS_ENDPOINT, POPULAR_ENDPOINT } from "#shared/plays.ts";
import { isEnvFlagOn } from "#server/hosting/env-flag.ts";
import { answerHealth } from "#server/health.ts";
import { HEALTH_ENDPOINT } from "#server/hosting/route-table.ts";
import { type Log, createLog, logFormatFrom, reasonOf } from "#server/log.ts";
import { CHECK_INTERVAL_MS, clientLimitsFrom } from "#server/hosting/client-limits.ts";
import { ALLOWED_METHODS } from "#server/hosting/hosting-rules.ts";
import { createRequestHandler } from "#server/hosting/request-handler.ts";
import { targetPath } from "#server/hosting/resolve-request.ts";
import { securityHeaders } from "#server/hosting/security-headers.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function startLog(): Log {
  try {
    return createLog(logFormatFrom(process.env.LOG_FORMAT));
  } catch (error) {
    console.error(reasonOf(error));
    process.exit(2);
  }
}
const log = startLog();

/** Says why the server cannot start, and stops with an error code. */
function refuseToStart(reason: string): never {
  log.fatal(reason);
  process.exit(2);
}

let limits: ReturnType<typeof clientLimitsFrom>;
try {
  limits = clientLimitsFrom(process.env);
} catch (error) {
  refuseToStart(reasonOf(error));
}

const buildDir = process.env.BUILD_DIR ?? defaultBuildDir;
const manifest =
  readBuildManifest(buildDir) ??
  refuseToStart(`No finished build in ${buildDir} (hosting.json is missing). Run "npm run build" first.`);
const root = clientDir(buildDir);
const headers = securityHeaders({ ...manifest, hsts: isEnvFlagOn(process.env.HSTS) });
const handle = createRequestHandler({
  root,
  pages: manifest.pages,
  languageFolders: manifest.languageFolders,
  headers,
  onError: (error, req) =>
    log.error({ err: error, method: req.method, url: req.url }, "answering a request failed; the 500 page was sent"),
});
let plays: ReturnType<typeof startPlaysService> | undefined;
try {
  plays =
    manifest.plays && startPlaysService({ settings: manifest.plays, headers: headers.page, env: process.env, log });
} catch (error) {
  refuseToStart(`Plays cannot be counted: ${reasonOf(error)}`);
}
let contact: ReturnType<typeof startContactService> | undefined;
try {
  contact =
    manifest.contact &&
    startContactService({
      settings: manifest.contact,
      name: manifest.name,
      root,
      pages: manifest.pages,
      headers: headers.page,
      env: process.env,
      log,
      failingGames: plays?.failing,
    });
} catch (error) {
  refuseToStart(`Contact messages cannot be taken: ${reasonOf(error)}`);
}
const logRequest = isEnvFlagOn(process.env.ACCESS_LOG) ? accessLogger(log) : undefined;
const health = {
  token: process.env.HEALTH_TOKEN,
  serviceId: manifest.siteId,
  version: manifest.version,
  ...(contact && { delivery: contact.health }),
  ...(plays && { failing: plays.failing }),
};

function answerHealthCheck(req: IncomingMessage, res: ServerResponse) {
  answerHealth({ method: req.method ?? "", authorization: req.headers.authorization }, health)
    .catch((error: unknown) => {
      log.error({ err: error }, "the health check failed");
      return {
        status: 503,
        headers: { "Content-Type": "application/health+json", "Cache-Control": "no-store" },
        body: '{"status":"fail"}\n',
      };
    })
    .then((answer) => {
      res.writeHead(answer.status, { ...headers.page, ...answer.headers });
      res.end(answer.body);
    });
}

const server = createServer(
  {
    headersTimeout: limits.headersSeconds * 1000,
    requestTimeout: limits.requestSeconds * 1000,
    keepAliveTimeout: limits.idleSeconds * 1000,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  },
  (req, res) => {
    logRequest?.(req, res);
    // The resolver's own reading of the target, asked only of targets that may name an endpoint.
    const path = req.url?.includes("/api/") ? targetPath(req.url) : undefined;
    if (contact && path === CONTACT_ENDPOINT) contact.handle(req, res);
    else if (contact && path === CHALLENGE_ENDPOINT) contact.handleChallenge(req, res);
    else if (plays && path === PLAYS_ENDPOINT) plays.handle(req, res);
    else if (plays && path === POPULAR_ENDPOINT) plays.handlePopular(req, res);
    else if (path === HEALTH_ENDPOINT) answerHealthCheck(req, res);
    else handle(req, res);
  },
);

// Node closes CONNECT requests without a word unless someone listens; answer them like any other method.
server.on("connect", (_req, socket) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});

const host = process.env.HOST ?? "0.0.0.0";
// PORT=0: any free port, the one taken named in the log (and to a parent that started this process with an IPC
// channel, scripts/servers.ts), so a test never picks a port that another may take first.
server.listen(Number(process.env.PORT ?? 3000), host, () => {
  const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const url = `http://${shown}:${(server.address() as AddressInfo).port}`;
  log.info(`${manifest.name} is served on ${url}`);
  process.send?.({ served: url });
});

function shutDown(signal: string) {
  log.info(`${signal}: finishing requests in flight, then stopping.`);
  server.close(() => {
    plays?.stop();
    void (contact?.stop() ?? Promise.resolve()).finally(() => {
      log.info("stopped");
      process.exit(0);
    });
  });
  // Keep-alive connections with nothing in flight would otherwise hold the server open.
  server.closeIdleConnections();
  setTimeout(() => {
    log.warn(`requests still in flight after ${SHUTDOWN_GRACE_MS / 1000} s were cut off`);
    server.closeAllConnections();
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);
