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
 *
 * A lock file can be deleted, though (it looks like a stale lock), and a new one taken by a second server. So the
 * database itself is asked too: in WAL mode every connection holds a shared lock on the database file for as long as
 * it is open, which SQLite's exclusive lock cannot be taken beside. Before a server or a restore goes on, it takes that
 * exclusive lock for a moment: while a running server has the database open, whatever became of the lock files, it
 * cannot.
 *
 * A restore never leaves the database's path empty, even killed or cut off by a power cut at any step: it gives the
 * old database a second name before renaming the new one over the first, so the path holds the old database until the
 * rename and the new one from then on. What a restore cut off leaves beside the database is settled by the server's
 * next start (clearCutOffRestore).
 */
import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { FILE_MODE, privateFile, privateFolder } from "#server/messages/private-files.ts";

/** What a backup or a restore found in the file it checked. */
export type Checked = { file: string; messages: number };

/** Who holds a database: the server while it serves, or a restore while it replaces it. */
export type Holder = "server" | "restore";

const lockFile = (database: string) => `${database}.lock`;
const holderFile = (database: string) => `${database}.server`;
/** A restore's copy of the backup, beside the database until it is renamed over it. */
const incomingFile = (database: string) => `${database}.restoring`;
// SQLite's primary result codes for a database another connection holds, and for one this process may not write.
const isBusy = (error: unknown) => [5, 6].includes(((error as { errcode?: number }).errcode ?? 0) & 0xff);

/** Whether this process may write `file`: an immutable or read-only one takes no write lock. */
function isWritable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

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
 * The locks this process holds. A lock is a connection, which node:sqlite closes when it is collected: held here, none
 * ends before its release, whether or not the holder keeps the function that releases it.
 */
const heldLocks = new Set<DatabaseSync>();

/** How long a starting server waits for another program to close the database (an inbox command, a backup). */
const ALONE_WAIT_MS = 5000;

/**
 * Takes SQLite's exclusive lock on `database` for a moment, which no other connection may have open meanwhile: throws
 * `refusal` when one keeps it open past `waitMs`.
 */
function checkAlone(database: string, waitMs: number, refusal: string) {
  // A database nobody may write (read-only, immutable) takes no lock to ask with: no second server could write it
  // either, and the server serves it read-only, refusing messages with 503 as it says.
  if (!existsSync(database) || !isWritable(database)) return;
  const probe = new DatabaseSync(database);
  try {
    probe.exec(`PRAGMA busy_timeout = ${waitMs}; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT`);
  } catch (error) {
    throw isBusy(error) ? new Error(refusal) : error;
  } finally {
    probe.close();
  }
}

/**
 * Takes the database for this process until the returned function releases it, or the process ends. Throws,
 * saying who holds it, when another process does (or another holder in this one), even one whose lock file was
 * deleted: the database itself is checked.
 */
export function holdDatabase(database: string, holder: Holder = "server"): () => void {
  privateFolder(dirname(database));
  privateFile(lockFile(database));
  const lock = new DatabaseSync(lockFile(database));
  try {
    lock.exec("PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    throw isBusy(error) ? new Error(heldBy(database, holder)) : error;
  }
  heldLocks.add(lock);
  try {
    // A server waits a little for an inbox command to end; a restore needs the database now, or not at all.
    checkAlone(
      database,
      holder === "server" ? ALONE_WAIT_MS : 0,
      holder === "server"
        ? `${database} is open in another program, though no server holds its lock file (deleted?): another server, or an inbox command or a backup still running. Stop it first, or give this server a DATA_DIR of its own.`
        : `${database} is open in another program, though no server holds its lock file (deleted?): a server, or an inbox command or a backup still running. Stop it, then restore.`,
    );
  } catch (error) {
    lock.close();
    heldLocks.delete(lock);
    throw error;
  }
  const mark = `${process.pid} ${holder}\n`;
  writeFileSync(holderFile(database), mark, { mode: FILE_MODE });
  return () => {
    if (!lock.isOpen) return;
    if (existsSync(holderFile(database)) && readFileSync(holderFile(database), "utf8") === mark)
      unlinkSync(holderFile(database));
    lock.close();
    heldLocks.delete(lock);
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
    // Made first, private: VACUUM INTO fills an empty file, keeping its mode, where it would make one readable by all.
    privateFile(target);
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
  return `${siteId}-messages-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.sqlite`;
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
 * Gives `database` a second name, `<database>.replaced-<time>`, once whatever its write-ahead log holds is written into
 * it, and puts that name on the disk: when the new database is renamed over the first name, the old one stays whole
 * under the second. Returns the second name.
 */
function keepReplaced(database: string, now: Date): string {
  const db = new DatabaseSync(database);
  try {
    const { busy } = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
    if (busy !== 0)
      throw new Error(
        `${database} is in use by another program (its write-ahead log could not be written into it): nothing was restored.`,
      );
  } finally {
    db.close();
  }
  const wal = `${database}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0)
    throw new Error(`${wal} still holds changes after its checkpoint: nothing was restored.`);
  const replaced = `${database}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
  linkSync(database, replaced);
  syncToDisk(dirname(database));
  return replaced;
}

/**
 * Puts the backup in place of `database`, holding it meanwhile, so neither a running server nor one starting can
 * use it half replaced. The replaced database is kept beside it as `<database>.replaced-<time>`; returns what
 * the backup holds and where the replaced one went. Each step is checked, and any failure stops the restore
 * with the database as it was or whole in its new state; so does a kill or a power cut.
 */
export function restore(database: string, backup: string, now = new Date()): Checked & { replaced?: string } {
  const release = holdDatabase(database, "restore");
  try {
    const checked = checkBackup(backup);
    // Copied next to the database and synced first, so the database is replaced in one rename by a file that is
    // on the disk, never left half written.
    const incoming = incomingFile(database);
    rmSync(incoming, { force: true });
    copyFileSync(backup, incoming);
    // The copy has the backup's mode, which the operator may have left looser: it becomes the database.
    chmodSync(incoming, FILE_MODE);
    syncToDisk(incoming);
    checkBackup(incoming);
    // Read in WAL mode, the copy gets an empty log and its index beside it, which would be nobody's after the rename.
    for (const suffix of ["-wal", "-shm"]) rmSync(`${incoming}${suffix}`, { force: true });
    const replaced = existsSync(database) ? keepReplaced(database, now) : undefined;
    // An empty log and its index, which must not be read against the new file.
    for (const suffix of ["-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
    // The one step that changes what the path holds: the old database until here, the new one from here on.
    renameSync(incoming, database);
    syncToDisk(dirname(database));
    return { ...checked, ...(replaced ? { replaced } : {}) };
  } finally {
    release();
  }
}

/**
 * What a restore leaves beside `database` until it ends: its copy of the backup (with the log and index a check of the
 * copy may leave), and the replaced databases, oldest first.
 */
function restoreFiles(database: string): { copy: string[]; replaced: string[] } {
  const folder = dirname(database);
  const prefix = `${basename(database)}.replaced-`;
  return {
    copy: ["", "-wal", "-shm"].map((suffix) => `${incomingFile(database)}${suffix}`).filter((file) => existsSync(file)),
    replaced: readdirSync(folder)
      .filter((name) => name.startsWith(prefix))
      .sort()
      .map((name) => join(folder, name)),
  };
}

/**
 * Why `database` must not be opened, which would create it empty: it is missing, and a restore's files are beside it
 * (a first restore cut off before its rename, or the database removed after a restore), so the messages may be in
 * them. Says how to finish; undefined when the database is there, or nothing of a restore is.
 */
export function missingDatabaseReason(database: string): string | undefined {
  if (existsSync(database) || !existsSync(dirname(database))) return undefined;
  const { copy, replaced } = restoreFiles(database);
  const left = [...copy, ...replaced];
  if (left.length === 0) return undefined;
  const putBack = replaced.at(-1);
  return (
    `${database} is missing, and a restore's files are beside it (${left.join(", ")}): the messages may be in them, so no ` +
    `empty database is made in its place. Finish the restore by running it again ("npm run inbox -- restore <the backup>")` +
    (putBack ? `, or put back the database it replaced ("mv ${putBack} ${database}").` : ".")
  );
}

/**
 * Run by the server once it holds `database`, before it opens it. Throws missingDatabaseReason's reason when there is
 * one. A restore cut off before its rename left the database as it was, with its copy of the backup beside it and
 * perhaps a second name of the database: both are removed, the second name because it is no copy (it changes with the
 * database, and read without the database's write-ahead log it is not whole). Returns the files removed.
 */
export function clearCutOffRestore(database: string): string[] {
  const missing = missingDatabaseReason(database);
  if (missing) throw new Error(missing);
  if (!existsSync(database)) return [];
  const { copy, replaced } = restoreFiles(database);
  const { dev, ino } = statSync(database);
  const secondNames = replaced.filter((file) => {
    const other = statSync(file);
    return other.dev === dev && other.ino === ino;
  });
  const left = [...copy, ...secondNames];
  for (const file of left) unlinkSync(file);
  if (left.length > 0) syncToDisk(dirname(database));
  return left;
}
