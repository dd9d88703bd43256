/**
 * The messages' files are the visitors' names, addresses and words, and the proof of work's key: readable and
 * writable by the server's user alone, 0600 in a 0700 folder, however the server is started (`npm start` with the
 * usual umask 022 would make them 0644 in a 0755 folder, readable by every user of the machine). Each file is created
 * with its mode rather than left to the umask; SQLite gives the write-ahead log and its index the database's mode.
 * At start, the server tightens what an older version or a copy left looser, and says so.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const FILE_MODE = 0o600;
export const FOLDER_MODE = 0o700;
/** The bits that let the group or others in. */
const SHARED = 0o077;
const STICKY = 0o1000;

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, "0");

/** Makes `folder` and the parents it lacks, each 0700; an existing one is left to tightenModes. */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
}

/**
 * Creates `file` empty and 0600 if it does not exist, so whatever fills it next (SQLite, VACUUM INTO) keeps that mode.
 * An existing file is not opened at all: it may be one nobody may write (read-only, immutable), which SQLite still reads.
 */
export function privateFile(file: string): void {
  try {
    closeSync(openSync(file, "wx", FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/**
 * Tightens the modes of `database`'s folder and of every file of it there (the database, its log and index, its
 * lock, a restore's files): `fixed` names each one changed, from and to. A folder this user does not own, or one
 * with the sticky bit (such as /tmp, shared by design), is not changed but named in `loose`, for the operator.
 */
export function tightenModes(database: string): { fixed: string[]; loose: string[] } {
  const fixed: string[] = [];
  const loose: string[] = [];
  const folder = dirname(database);
  if (!existsSync(folder)) return { fixed, loose };
  const { mode, uid } = statSync(folder);
  if ((mode & SHARED) !== 0) {
    if (uid === process.getuid?.() && (mode & STICKY) === 0) {
      chmodSync(folder, FOLDER_MODE);
      fixed.push(`${folder} (${octal(mode)} → ${octal(FOLDER_MODE)})`);
    } else
      loose.push(
        `${folder} (${octal(mode)}, not this user's own folder: give the data a folder of its own, mode 0700)`,
      );
  }
  const name = basename(database);
  for (const file of readdirSync(folder)
    .filter((entry) => entry.startsWith(name))
    .map((entry) => join(folder, entry))) {
    const stat = statSync(file);
    if (!stat.isFile() || (stat.mode & SHARED) === 0) continue;
    chmodSync(file, FILE_MODE);
    fixed.push(`${file} (${octal(stat.mode)} → ${octal(FILE_MODE)})`);
  }
  return { fixed, loose };
}
