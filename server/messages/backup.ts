/**
 * Backups of a site's messages (`npm run inbox -- backup|restore`). A backup is written with VACUUM INTO: one
 * read transaction copies a consistent snapshot of the database, while the server goes on committing messages
 * beside it (WAL); SQLite's online backup API would start over each time the server wrote between its steps.
 * VACUUM INTO does not sync what it writes, so the copy and its folder are synced before it is checked and
 * reported: a backup said to be taken is on the disk.
 *
 * The server holds its database while it serves: an exclusive lock on `<database>.lock`, a small SQLite file it
 * keeps a write transaction open on. The lock is the kernel's (a POSIX lock), so it ends with the process however
 * the process ends, and no stale mark can stay behind; `<database>.server` beside it only names the holder for the
 * messages. A second server on the same data, and a restore, are refused while it is held; a restore holds it too,
 * so no server starts on a database half replaced.
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** What a backup or a restore found in the file it checked. */
export type Checked = { file: string; messages: number };

/** Who holds a database: the server while it serves, or a restore while it replaces it. */
export type Holder = "server" | "restore";

const lockFile = (database: string) => `${database}.lock`;
const holderFile = (database: string) => `${database}.server`;
// SQLite's primary result codes for a database another connection holds.
const isBusy = (error: unknown) => [5, 6].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff);

/** Writes what the operating system still holds of `path` (a file or a folder) to the disk. */
function syncToDisk(path: string) {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Why `database` cannot be taken now: who holds it, as its holder wrote beside the lock. */
function heldBy(database: string, wanted: Holder): string {
  let pid = "";
  let holder = "";
  try {
    [pid = "", holder = ""] = readFileSync(holderFile(database), "utf8").trim().split(" ");
  } catch {
    // Held, but the holder has not named itself yet: said without its number.
  }
  const process = /^\d+$/.test(pid) ? `process ${pid}` : "another process";
  if (holder === "restore") return `A restore (${process}) is replacing ${database}: wait for it to end.`;
  return wanted === "server"
    ? `Another server (${process}) is serving ${database}: stop it first, or give this one a DATA_DIR of its own.`
    : `The server (${process}) is using ${database}: stop it, then restore.`;
}

/**
 * Takes the database for this process until the returned function releases it, or the process ends. Throws,
 * saying who holds it, when another process does (or another holder in this one).
 */
export function holdDatabase(database: string, holder: Holder = "server"): () => void {
  mkdirSync(dirname(database), { recursive: true });
  const lock = new DatabaseSync(lockFile(database));
  try {
    lock.exec("PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    throw isBusy(error) ? new Error(heldBy(database, holder)) : error;
  }
  const mark = `${process.pid} ${holder}\n`;
  writeFileSync(holderFile(database), mark);
  return () => {
    if (!lock.isOpen) return;
    if (existsSync(holderFile(database)) && readFileSync(holderFile(database), "utf8") === mark) unlinkSync(holderFile(database));
    lock.close();
  };
}

/** Opens `file` read-only and checks that it is a whole database of messages; throws a plain reason if not. */
export function checkBackup(file: string): Checked {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const check = db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check.length !== 1 || check[0]?.integrity_check !== "ok") {
      throw new Error(`${file} is damaged: ${check.map((row) => row.integrity_check).join("; ")}`);
    }
    const table = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = 'contact_messages'").get();
    if (!table) throw new Error(`${file} holds no messages table: it is not a backup of a site's messages.`);
    const { count } = db.prepare("SELECT count(*) AS count FROM contact_messages").get() as { count: number };
    return { file, messages: Number(count) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(reason.startsWith(file) ? reason : `${file} is not a database of messages: ${reason}`);
  } finally {
    db?.close();
  }
}

/**
 * Writes a consistent copy of `database` to `target` (which must not exist yet), syncs it and its folder to the
 * disk, checks it and says what it holds. A copy that fails half way is removed.
 */
export function backUp(database: string, target: string): Checked {
  if (existsSync(target)) throw new Error(`${target} already exists: choose a new file, so no backup is overwritten.`);
  try {
    const db = new DatabaseSync(database);
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      db.prepare("VACUUM INTO ?").run(target);
    } finally {
      db.close();
    }
    syncToDisk(target);
    syncToDisk(dirname(target));
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  return checkBackup(target);
}

const BACKUP_NAME = /^(.+)-messages-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.sqlite$/;

/** The name of a backup of `siteId`'s messages taken at `now`, in a folder of backups: `<site>-messages-<UTC time>.sqlite`. */
export function backupName(siteId: string, now = new Date()): string {
  return `${siteId}-messages-${now.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-")}.sqlite`;
}

/**
 * Removes the backups of `siteId` in `folder` taken before `before` (milliseconds since 1970), as their names say;
 * returns the names removed. Other files are left alone.
 */
export function pruneBackups(folder: string, siteId: string, before: number): string[] {
  const removed = readdirSync(folder).filter((name) => {
    const [, site, day, hours, minutes, seconds] = BACKUP_NAME.exec(name) ?? [];
    return site === siteId && Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`) < before;
  });
  for (const name of removed) unlinkSync(join(folder, name));
  if (removed.length > 0) syncToDisk(folder);
  return removed;
}

/**
 * Puts the backup in place of `database`, holding it meanwhile, so neither a running server nor one starting can
 * use it half replaced. The replaced database is kept beside it as `<database>.replaced-<time>`; returns what
 * the backup holds and where the replaced one went. Each step is checked, and any failure stops the restore
 * with the database as it was or whole in its new state.
 */
export function restore(database: string, backup: string, now = new Date()): Checked & { replaced?: string } {
  const release = holdDatabase(database, "restore");
  try {
    const checked = checkBackup(backup);
    // Copied next to the database and synced first, so the database is replaced in one rename by a file that is
    // on the disk, never left half written.
    const incoming = `${database}.restoring`;
    rmSync(incoming, { force: true });
    copyFileSync(backup, incoming);
    syncToDisk(incoming);
    checkBackup(incoming);
    let replaced: string | undefined;
    if (existsSync(database)) {
      // Whatever the last server left in the write-ahead log goes into the file kept, so it is whole on its own.
      const db = new DatabaseSync(database);
      try {
        const { busy } = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
        if (busy !== 0) throw new Error(`${database} is in use by another program (its write-ahead log could not be written into it): nothing was restored.`);
      } finally {
        db.close();
      }
      const wal = `${database}-wal`;
      if (existsSync(wal) && statSync(wal).size > 0) throw new Error(`${wal} still holds changes after its checkpoint: nothing was restored.`);
      replaced = `${database}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
      renameSync(database, replaced);
    }
    // An empty log and its index, which must not be read against the new file.
    for (const suffix of ["-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
    renameSync(incoming, database);
    syncToDisk(dirname(database));
    return { ...checked, ...(replaced ? { replaced } : {}) };
  } finally {
    release();
  }
}
