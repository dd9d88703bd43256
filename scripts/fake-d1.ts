/**
 * D1's statement API over a SQLite database (in memory by default) with a folder's migrations applied: D1 is SQLite
 * too, so the hosts' D1 stores are unit-tested on it (wrangler's local runtime proves them in `npm run deploy:check`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import type { D1Database } from "#server/messages/contact-d1.ts";

export function fakeD1(migrations: string, db = new DatabaseSync(":memory:")): D1Database {
  for (const file of readdirSync(migrations).sort()) db.exec(readFileSync(join(migrations, file), "utf8"));
  const statement = (sql: string, values: SQLInputValue[] = []) => ({
    bind: (...more: unknown[]) => statement(sql, more as SQLInputValue[]),
    run: async () => ({ meta: { changes: Number(db.prepare(sql).run(...values).changes) } }),
    all: async <T>() => ({ results: db.prepare(sql).all(...values) as T[] }),
  });
  return {
    prepare: (sql) => statement(sql),
    // A batch is one transaction on D1.
    async batch(statements) {
      db.exec("BEGIN");
      try {
        const results = [];
        for (const each of statements) results.push(await each.run());
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  };
}
