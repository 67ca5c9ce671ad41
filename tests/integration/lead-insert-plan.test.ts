import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import { type InsertShape, leadInsertSql } from "~/lib/leads.server";
import { createPostgresDatabase, DB_KINDS } from "../support/test-server";

/**
 * Storing a lead checks for an earlier lead from the same email or phone. The database plans that
 * statement once and keeps the plan, often from when the table was nearly empty: the check must
 * be an index lookup in that plan, or every new lead would read every lead stored before it.
 */
describe.each(DB_KINDS)("the plan that stores a lead on %s", (kind) => {
  let handle: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "roofing-plan-"));
    handle = await openDatabase({
      databaseUrl: kind === "postgres" ? await createPostgresDatabase() : undefined,
      dataDir,
      poolSize: 1,
    });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The generic plan: the one kept for a prepared statement, whatever its parameters. */
  async function keptPlan(shape: InsertShape): Promise<string> {
    const { sql: text, params } = leadInsertSql(handle.db, shape);
    return handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
      await tx.execute(sql.raw(`prepare lead_insert_plan as ${text}`));
      const result = await tx.execute(
        sql.raw(`explain execute lead_insert_plan(${params.map(() => "null").join(", ")})`),
      );
      await tx.execute(sql.raw("deallocate lead_insert_plan"));
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<
        Record<string, string>
      >;
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
  }

  const shapes: Array<[string, InsertShape]> = [
    ["a form with email and phone", { accepted: true, quote: false, newsletter: false, email: true, phone: true }],
    ["an instant quote", { accepted: true, quote: true, newsletter: false, email: true, phone: true }],
    ["a newsletter signup", { accepted: true, quote: false, newsletter: true, email: true, phone: false }],
  ];

  const expectIndexLookups = (plan: string, shape: InsertShape) => {
    expect(plan).not.toMatch(/Seq Scan on leads/);
    if (shape.email) expect(plan).toContain("leads_email_created_at_idx");
    if (shape.phone) expect(plan).toContain("leads_phone_created_at_idx");
  };

  it.each(shapes)("looks up earlier leads by index for %s while the table is empty", async (_name, shape) => {
    expectIndexLookups(await keptPlan(shape), shape);
  });

  it.each(shapes)("still does with thousands of leads over two days, after ANALYZE, for %s", async (_name, shape) => {
    await handle.db.execute(sql`
      insert into leads (form_type, status, email, phone, payload, created_at)
      select 'Header Contact Form', 'accepted', 'visitor' || g || '@example.com', (8130000000 + g)::text, '{}'::jsonb,
             now() - g * interval '1 minute'
      from generate_series(1, 3000) as g
      where not exists (select 1 from leads)`);
    await handle.db.execute(sql`analyze leads`);
    expectIndexLookups(await keptPlan(shape), shape);
  });
});
