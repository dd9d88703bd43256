/**
 * The systemd units of this folder (`npm run test:systemd`, Node's own test runner, after `npm run system-tools`
 * has installed Debian's systemd package for `systemd-analyze`). No systemd needs to run: `verify` reads the units
 * under a root of their own, made here in a temporary folder with the host's system units (sysinit.target and the
 * rest every service depends on) and a stand-in at each ExecStart path, which verify requires to be executable.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";

const here = import.meta.dirname;
const repo = join(here, "..", "..");
const SITE = "spinhaven-fi";
/** The highest exposure `systemd-analyze security` may rate the server's unit (0 is the safest, 10 the least). */
const MAX_EXPOSURE = 2.0;
const SYSTEM_UNITS = "/usr/lib/systemd/system";

const units = readdirSync(here).filter((file) => /\.(service|timer)$/.test(file));
const instances = units.map((file) => file.replace("@.", `@${SITE}.`));
const unitText = (file: string) => readFileSync(join(here, file), "utf8");
/** The value of each `key=` line of a unit, in order. */
const values = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((match) => match[1] ?? "");

const root = mkdtempSync(join(tmpdir(), "systemd-root-"));
after(() => rmSync(root, { recursive: true, force: true }));

function analyze(args: string[]) {
  const run = spawnSync("systemd-analyze", args, { encoding: "utf8" });
  if (run.error)
    throw new Error(
      `systemd-analyze cannot run (${run.error.message}): run npm run system-tools, which installs Debian's systemd package.`,
    );
  return run;
}

test("the units pass systemd-analyze verify, with not one warning", () => {
  cpSync(SYSTEM_UNITS, join(root, SYSTEM_UNITS), { recursive: true });
  mkdirSync(join(root, "etc/systemd/system"), { recursive: true });
  for (const file of units) {
    cpSync(join(here, file), join(root, "etc/systemd/system", file));
    for (const command of [...values(unitText(file), "ExecStart"), ...values(unitText(file), "ExecStartPost")]) {
      // `+` runs a command with full privileges: no part of its path.
      const program = join(root, (command.replace(/^\+/, "").split(" ")[0] ?? "").replaceAll("%i", SITE));
      mkdirSync(dirname(program), { recursive: true });
      writeFileSync(program, "#!/bin/sh\n");
      chmodSync(program, 0o755);
    }
  }
  const run = analyze(["verify", `--root=${root}`, ...instances]);
  assert.equal(run.stderr, "");
  assert.equal(run.status, 0);
});

test(`the server's unit is rated an exposure of at most ${MAX_EXPOSURE.toFixed(1)} by systemd-analyze security`, () => {
  const run = analyze(["security", "--offline=true", join(here, "spinhaven@.service")]);
  const rating = run.stdout.match(/Overall exposure level for \S+: (\d+\.\d)/)?.[1];
  assert.ok(rating, `no rating in:\n${run.stdout}${run.stderr}`);
  console.log(`spinhaven@.service: exposure ${rating} (at most ${MAX_EXPOSURE.toFixed(1)})`);
  assert.ok(Number(rating) <= MAX_EXPOSURE, run.stdout);
});

test("the server's unit runs the built server directly, per site, restarts it on failure and waits longer than its grace", () => {
  const unit = unitText("spinhaven@.service");
  assert.deepEqual(values(unit, "ExecStart"), ["/srv/spinhaven/%i/node_modules/node/bin/node server/index.ts"]);
  assert.match(values(unit, "Environment").join(" "), /\bSITE=%i\b/);
  assert.deepEqual(values(unit, "Restart"), ["on-failure"]);
  const grace = Number(
    readFileSync(join(repo, "server", "index.ts"), "utf8")
      .match(/const SHUTDOWN_GRACE_MS = ([\d_]+);/)?.[1]
      ?.replaceAll("_", ""),
  );
  assert.ok(grace > 0);
  assert.ok(Number(values(unit, "TimeoutStopSec")[0]) * 1000 > grace);
  assert.deepEqual(values(unit, "ReadWritePaths"), ["/var/lib/spinhaven/%i"]);
});

test("the backup runs nightly, makes up a night missed, and backs up into the folder it prunes", () => {
  const timer = unitText("spinhaven-backup@.timer");
  assert.deepEqual(values(timer, "OnCalendar"), ["*-*-* 03:30"]);
  assert.deepEqual(values(timer, "Persistent"), ["true"]);
  assert.deepEqual(values(unitText("spinhaven-backup@.service"), "ExecStart"), [
    "/srv/spinhaven/%i/node_modules/node/bin/node server/commands/inbox.ts backup /var/backups/spinhaven/%i/",
  ]);
});

test("the rebuild runs nightly after the backup, makes up a night missed, reads the plays and restarts the server after a build", () => {
  const timer = unitText("spinhaven-rebuild@.timer");
  assert.deepEqual(values(timer, "OnCalendar"), ["*-*-* 04:15"]);
  assert.deepEqual(values(timer, "Persistent"), ["true"]);
  const service = unitText("spinhaven-rebuild@.service");
  assert.deepEqual(values(service, "ExecStart"), [
    "/srv/spinhaven/%i/node_modules/node/bin/node node_modules/astro/bin/astro.mjs build",
  ]);
  // The build reads the plays where the server counts them: the same data folder.
  assert.match(values(service, "Environment").join(" "), /\bDATA_DIR=\/var\/lib\/spinhaven\/%i\b/);
  assert.match(
    values(unitText("spinhaven@.service"), "Environment").join(" "),
    /\bDATA_DIR=\/var\/lib\/spinhaven\/%i\b/,
  );
  // ExecStartPost runs only once ExecStart has succeeded: a build that fails leaves the server on the last one.
  assert.deepEqual(values(service, "ExecStartPost"), ["+/usr/bin/systemctl restart spinhaven@%i.service"]);
  assert.deepEqual(values(service, "ReadWritePaths"), ["/srv/spinhaven/%i /var/lib/spinhaven/%i"]);
});
