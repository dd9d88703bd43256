// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler } from "#server/hosting/request-handler.ts";
import { pagesOf } from "#server/hosting/route-table.ts";

// A site with English under /en/ whose build lost /en/404.html: answering an unknown English path fails.
const FILES = {
  "/index.html": "home",
  "/404.html": "Page Not Found",
  "/500.html": "Server Error",
  "/en.html": "English home",
  "/en/500.html": "English Server Error",
};

let root: string;
let server: Server;
const failures: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "request-handler-"));
  for (const [path, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  const handle = createRequestHandler({
    root,
    pages: pagesOf(Object.keys(FILES)),
    languageFolders: ["/en/"],
    headers: { page: {}, file: {} },
    onError: (_error, req) => void failures.push(req.url ?? ""),
  });
  server = createServer(handle).listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(root, { recursive: true, force: true });
});

/** GET with `target` as the request line's target, as written: `http.request` sends an absolute-form one as it is. */
function get(target: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: target, headers: { Host: "localhost" } }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("the request handler", () => {
  it("answers a failure with the 500 page of the path's language, of an absolute-form target too", async () => {
    const targets = ["/en/no-such-page", "http://localhost/en/no-such-page", "/%65n/no-such-page"];
    for (const target of targets)
      expect(await get(target), target).toEqual({ status: 500, body: "English Server Error" });
    // Each failure is told to the server's log.
    expect(failures).toEqual(targets);
  });

  it("answers with the page itself when nothing fails", async () => {
    expect(await get("http://localhost/en")).toEqual({ status: 200, body: "English home" });
    expect(await get("/no-such-page")).toEqual({ status: 404, body: "Page Not Found" });
  });
});
