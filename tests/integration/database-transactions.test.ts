import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "~/lib/db/client.server";
import { startPostgres, type TestPostgres } from "../support/postgres";

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.destroy();
});

it("gives a transaction's connection back when PostgreSQL refuses its BEGIN: the pool serves on, and closes", async () => {
  const handle = await openDatabase({ databaseUrl: await pg.createDatabase("begin"), dataDir: "unused", poolSize: 1 });
  // An isolation level PostgreSQL does not have: BEGIN itself fails, as it does on a connection
  // that a restart dropped.
  const refused = handle.db.transaction(async (tx) => tx.execute(sql`select 1`), {
    isolationLevel: "of no kind" as "serializable",
  });
  await expect(refused).rejects.toThrow();
  // The pool's one connection is free again: without it, this waits 5 s and fails.
  const { rows } = (await handle.db.execute(sql`select 1 as one`)) as { rows: unknown[] };
  expect(rows).toEqual([{ one: 1 }]);
  await handle.close();
}, 20_000);
