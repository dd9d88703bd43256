import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { servedUrl } from "#e2e/served-url.ts";

// The Node process itself: how it starts, logs and stops. nginx has its own, so these run only here.
test.describe("the Node server process @node-only", () => {
  function start(env: Record<string, string>) {
    // PORT=0: each takes a free port itself, named in its log (started()).
    const child = spawn(process.execPath, ["server/index.ts"], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    });
    const output = { stdout: "", stderr: "" };
    child.stdout.on("data", (chunk) => (output.stdout += chunk));
    child.stderr.on("data", (chunk) => (output.stderr += chunk));
    // "close", not "exit": by then the last of the process's output has been read.
    closed.set(
      child,
      once(child, "close").then(([code]) => code as number),
    );
    return { child, output };
  }

  const closed = new WeakMap<ChildProcess, Promise<number>>();

  /** The port the server serves on, once its log has said it does. */
  async function started(output: { stdout: string }): Promise<number> {
    return Number(new URL(await servedUrl(() => output.stdout, 10_000)).port);
  }

  /** The process's exit code, once it has exited and its output has all been read. */
  const exitCode = (child: ChildProcess) => closed.get(child) ?? Promise.reject(new Error("not started by start()"));

  test("without a build it says so and exits with an error code", async () => {
    const { child, output } = start({ BUILD_DIR: mkdtempSync(join(tmpdir(), "no-build-")) });
    expect(await exitCode(child)).toBe(2);
    expect(output.stderr).toContain('Run "npm run build" first');
  });

  test("SIGTERM lets a request in flight finish, then the process exits cleanly", async () => {
    const { child, output } = start({});
    const port = await started(output);

    const socket = connect({ host: "127.0.0.1", port });
    await once(socket, "connect");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    await new Promise((written) => socket.write("GET /contact HTTP/1.1\r\nHost: localhost\r\n", written));
    // The request has begun when the signal arrives, its end comes after: the server has taken the connection (the
    // listening socket's queue is empty) and read what was sent (so is the connection's), as /proc/net/tcp shows.
    const queued = () => {
      const port4 = (value: number) => `:${value.toString(16).toUpperCase().padStart(4, "0")}`;
      const sockets = readFileSync("/proc/net/tcp", "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/\s+/));
      const received = (state: string, remote: string) =>
        sockets
          .filter(([, local, rem, st]) => local?.endsWith(port4(port)) && rem?.endsWith(remote) && st === state)
          .map(([, , , , queues]) => Number.parseInt(queues?.split(":")[1] ?? "", 16));
      return { notTaken: received("0A", ":0000"), unread: received("01", port4(socket.localPort ?? 0)) };
    };
    await expect.poll(queued).toEqual({ notTaken: [0], unread: [0] });
    child.kill("SIGTERM");
    await expect.poll(() => output.stdout).toContain("SIGTERM");
    socket.write("\r\n");

    expect(await exitCode(child)).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain("Contact Us");
  });

  test("slow and idle clients: late headers get 408 and a closed connection, a body too slow and an idle connection are closed, and pages answer meanwhile", async () => {
    // The limits cut to a second each (10, 30 and 5 s by default), so the test does not wait for them.
    const { child, output } = start({
      CLIENT_HEADERS_SECONDS: "1",
      CLIENT_REQUEST_SECONDS: "2",
      CLIENT_IDLE_SECONDS: "1",
    });
    const port = await started(output);
    const open = async () => {
      const socket = connect({ host: "127.0.0.1", port });
      await once(socket, "connect");
      const seen = { answer: "", closed: false };
      socket.on("data", (chunk) => (seen.answer += chunk.toString("latin1")));
      socket.on("close", () => (seen.closed = true));
      // A write after the server closed the connection fails: that is the point, not an error of the test.
      socket.on("error", () => {});
      return { socket, seen };
    };

    // 100 connections that send nothing, and 20 that never finish their headers.
    const idle = await Promise.all(Array.from({ length: 100 }, open));
    const slow = await Promise.all(Array.from({ length: 20 }, open));
    for (const { socket } of slow) socket.write("GET /contact HTTP/1.1\r\nHost: localhost\r\n");
    // 10 whose headers come at once, then a body of 1,000 bytes, a byte every 100 ms: cut off at the request's limit.
    const trickling = await Promise.all(Array.from({ length: 10 }, open));
    const head =
      "POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n";
    for (const { socket } of trickling) socket.write(head);
    const dripping = setInterval(() => {
      for (const { socket, seen } of trickling) if (!seen.closed) socket.write("a");
    }, 100);
    // Meanwhile a visitor's page answers.
    const page = await fetch(`http://127.0.0.1:${port}/contact`);
    expect(page.status).toBe(200);
    await page.text();

    // One request answered on a keep-alive connection, which then stays idle.
    const kept = await open();
    kept.socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await expect.poll(() => kept.seen.answer).toMatch(/^HTTP\/1\.1 200 OK/);

    for (const { seen } of slow) await expect.poll(() => seen.closed).toBe(true);
    for (const { seen } of slow) expect(seen.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    for (const { seen } of idle) await expect.poll(() => seen.closed).toBe(true);
    for (const { seen } of trickling) await expect.poll(() => seen.closed).toBe(true);
    clearInterval(dripping);
    // Answered at once (the method is refused before the body), then held open only as long as the limit allows.
    for (const { seen } of trickling) expect(seen.answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    await expect.poll(() => kept.seen.closed).toBe(true);
    expect(kept.seen.answer.match(/HTTP\/1\.1/g)).toHaveLength(1);
    child.kill("SIGTERM");
    expect(await exitCode(child)).toBe(0);
  });

  test("a limit on clients that is not a positive number stops the server with a message naming it", async () => {
    const { child, output } = start({ CLIENT_IDLE_SECONDS: "never" });
    expect(await exitCode(child)).toBe(2);
    expect(output.stderr).toContain('CLIENT_IDLE_SECONDS: expected a positive number of seconds, got "never"');
  });

  test("ACCESS_LOG writes one line per request, HSTS adds Strict-Transport-Security", async () => {
    const { child, output } = start({ ACCESS_LOG: "on", HSTS: "on" });
    const port = await started(output);
    const response = await fetch(`http://127.0.0.1:${port}/contact/`, { redirect: "manual" });
    await fetch(`http://127.0.0.1:${port}/no-such-page`);
    child.kill("SIGINT");
    expect(await exitCode(child)).toBe(0);

    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const lines = output.stdout.split("\n").filter((line) => / GET /.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] INFO: 127\.0\.0\.1 GET "\/contact\/" 301 \d+ B [\d.]+ ms$/,
    );
    expect(lines[1]).toMatch(/ GET "\/no-such-page" 404 /);
  });

  test("LOG_FORMAT=json makes every line of the log one JSON object: start, requests, stop", async () => {
    const { child, output } = start({ ACCESS_LOG: "on", LOG_FORMAT: "json" });
    const port = await started(output);
    await fetch(`http://127.0.0.1:${port}/no-such-page`);
    child.kill("SIGTERM");
    expect(await exitCode(child)).toBe(0);

    const records = (output.stdout + output.stderr)
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { level: string; time: string; msg: string; [field: string]: unknown });
    for (const record of records) expect(Date.parse(record.time), JSON.stringify(record)).not.toBeNaN();
    expect(records.map((record) => record.msg)).toEqual([
      expect.stringMatching(/is served on http:\/\/127\.0\.0\.1:/),
      "request",
      "SIGTERM: finishing requests in flight, then stopping.",
      "stopped",
    ]);
    expect(records[1]).toMatchObject({
      level: "info",
      client: "127.0.0.1",
      method: "GET",
      url: "/no-such-page",
      status: 404,
      bytes: expect.any(Number),
      ms: expect.any(Number),
    });
  });

  test("a failure while answering sends the prerendered 500 page with status 500, and the server keeps serving", async () => {
    // A broken deploy: a copy of the build that has lost its 404 page, so an unknown path cannot be answered as it should.
    const buildDir = mkdtempSync(join(tmpdir(), "build-copy-"));
    cpSync(join(import.meta.dirname, "..", "..", "build"), buildDir, { recursive: true });
    for (const suffix of ["", ".br", ".gz"]) rmSync(join(buildDir, "client", `404.html${suffix}`), { force: true });
    const { child, output } = start({ BUILD_DIR: buildDir });
    const port = await started(output);

    const response = await fetch(`http://127.0.0.1:${port}/no-such-page`);
    const body = await response.text();
    const home = await fetch(`http://127.0.0.1:${port}/`);
    child.kill("SIGTERM");
    expect(await exitCode(child)).toBe(0);
    rmSync(buildDir, { recursive: true, force: true });

    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(body).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(body).toContain("500 Internal Server Error");
    expect(body).toContain("<title>Unexpected Application Error! – SpinHaven</title>");
    // No stack trace for the visitor; the operator finds the cause in the server's log.
    expect(body).not.toMatch(/ at .*\.ts:\d+/);
    expect(output.stderr).toContain("/404.html is missing from the build");
    expect(home.status).toBe(200);
  });
});
