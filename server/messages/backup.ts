/**
 * Backups of a site's messages (`npm run inbox -- backup|restore`). A backup is written with VACUUM INTO: one
 * read transaction copies a consistent snapshot of the database, while the server goes on committing messages
 * beside it (WAL); SQLite's online backup API would start over each time the server wrote between its steps.
 * A restore puts a checked backup in place of the database, keeps the replaced one beside it, and refuses while
 * the Node server holds the database (its process id is in the database's `.server` file while it runs).
 */
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

/** What a backup or a restore found in the file it checked. */
export type Checked = { file: string; messages: number };

const serverFile = (database: string) => `${database}.server`;

/** Whether a process of that id runs (signal 0 tests it without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Marks the database as held by this process, for as long as it serves; returns what releases it. A mark left
 * by a process that no longer runs (a crash, a power cut) holds nothing.
 */
export function holdDatabase(database: string): () => void {
  const file = serverFile(database);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (existsSync(file) && readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
  };
}

/** The process serving the database, if one does. */
export function databaseHolder(database: string): number | undefined {
  const file = serverFile(database);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid > 0 && running(pid) ? pid : undefined;
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

/** Writes a consistent copy of `database` to `target` (which must not exist yet), checks it and says what it holds. */
export function backUp(database: string, target: string): Checked {
  if (existsSync(target)) throw new Error(`${target} already exists: choose a new file, so no backup is overwritten.`);
  const db = new DatabaseSync(database);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
  return checkBackup(target);
}

/**
 * Puts the backup in place of `database`, unless a server holds it. The replaced database is kept beside it as
 * `<database>.replaced-<time>`; returns what the backup holds and where the replaced one went.
 */
export function restore(database: string, backup: string, now = new Date()): Checked & { replaced?: string } {
  const holder = databaseHolder(database);
  if (holder) throw new Error(`The server (process ${holder}) is using ${database}: stop it, then restore.`);
  const checked = checkBackup(backup);
  // Copied next to the database first, so the database is replaced in one rename, never left half written.
  const incoming = `${database}.restoring`;
  copyFileSync(backup, incoming);
  let replaced: string | undefined;
  if (existsSync(database)) {
    // Whatever the last server left in the write-ahead log goes into the file kept, so it is whole on its own.
    const db = new DatabaseSync(database);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.close();
    replaced = `${database}.replaced-${now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(database, replaced);
  }
  for (const suffix of ["-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  renameSync(incoming, database);
  return { ...checked, ...(replaced ? { replaced } : {}) };
}
