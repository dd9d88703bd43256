// @vitest-environment node
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLog } from "#server/log.ts";
import { backUp, holdDatabase, restore } from "#server/messages/backup.ts";
import { startContactService } from "#server/messages/contact-service.ts";
import { messagesFile, openContactStore } from "#server/messages/contact-store.ts";
import { tightenModes } from "#server/messages/private-files.ts";

const SITE = {
  siteId: "spinhaven-fi",
  url: "https://fi.spinhaven.example",
  supportEmail: "tuki@fi.spinhaven.example",
  retentionDays: 365,
  pages: { fi: "/contact" },
  defaultLocale: "fi",
};
const root = mkdtempSync(join(tmpdir(), "private-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o7777;
/** Every file of `folder` with its mode, as `name 0600`. */
const modes = (folder: string) =>
  readdirSync(folder).map((name) => `${name} ${modeOf(join(folder, name)).toString(8).padStart(4, "0")}`);

describe("the messages' files", () => {
  // The umask of `npm start` in a usual shell, which would make files 0644 and folders 0755.
  process.umask(0o022);

  it("are made 0600 in a 0700 folder: the database, its log and index, its lock, a backup and a restored database", async () => {
    const folder = join(root, "fresh", "data");
    const database = messagesFile(folder, "spinhaven-fi");
    const release = holdDatabase(database);
    const store = openContactStore(database);
    await store.add({ name: "Aino", email: "aino@example.com", message: "Hei!" }, "fi");
    expect(modeOf(folder)).toBe(0o700);
    expect(modes(folder).sort()).toEqual(
      [
        "-messages.sqlite 0600",
        "-messages.sqlite-shm 0600",
        "-messages.sqlite-wal 0600",
        "-messages.sqlite.lock 0600",
        "-messages.sqlite.lock-journal 0600",
        "-messages.sqlite.server 0600",
      ].map((name) => `spinhaven-fi${name}`),
    );
    store.close();
    release();

    const backup = join(root, "backup.sqlite");
    backUp(database, backup);
    expect(modeOf(backup)).toBe(0o600);
    // A backup the operator left readable by all becomes a private database all the same.
    chmodSync(backup, 0o644);
    restore(database, backup);
    expect(modeOf(database)).toBe(0o600);
  });

  it("are checked at the server's start: what was left readable by others is made private, and said in the log", async () => {
    const folder = join(root, "loose");
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    const database = messagesFile(folder, "spinhaven-fi");
    openContactStore(database).close();
    chmodSync(database, 0o644);
    writeFileSync(join(folder, "other-site.txt"), "not the messages'");
    chmodSync(join(folder, "other-site.txt"), 0o644);
    let logged = "";
    const err = new PassThrough().setEncoding("utf8").on("data", (chunk: string) => (logged += chunk));
    const log = createLog("json", { out: new PassThrough().resume(), err });
    const service = startContactService({
      settings: SITE,
      name: "Revontuli",
      root,
      pages: [],
      headers: {},
      env: { DATA_DIR: folder },
      log,
    });
    await service.stop();
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(database)).toBe(0o600);
    // Only the messages' own files: nothing else in the folder is changed.
    expect(modeOf(join(folder, "other-site.txt"))).toBe(0o644);
    expect(logged).toContain(`made private: ${folder} (0755 → 0700), ${database} (0644 → 0600)`);
  });

  it("leave a shared folder (sticky, such as /tmp) as it is, and name it", () => {
    const folder = join(root, "shared");
    mkdirSync(folder);
    chmodSync(folder, 0o1777);
    expect(tightenModes(join(folder, "spinhaven-fi-messages.sqlite")).loose).toEqual([
      `${folder} (1777, not this user's own folder: give the data a folder of its own, mode 0700)`,
    ]);
    expect(modeOf(folder)).toBe(0o1777);
  });
});
