import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeBatchSql } from "~/lib/leads/store-batch.server";
import { DB_KINDS, openTestDatabase, planText } from "../support/test-server";

/**
 * Storing a lead checks for an earlier lead from the same email or phone. The database plans that
 * statement once and keeps the plan, often from when the table was nearly empty: the check must
 * be an index lookup in that plan, or every new lead would read every lead stored before it.
 */
describe.each(DB_KINDS)("the plan that stores a lead on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle?.remove());

  /** The generic plan: the one kept for a prepared statement, whatever its parameters. */
  async function keptPlan(): Promise<string> {
    const { sql: text, params } = new PgDialect().sqlToQuery(storeBatchSql(sql`${"[]"}`));
    return handle.db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local plan_cache_mode = force_generic_plan"));
      await tx.execute(sql.raw(`prepare lead_insert_plan as ${text}`));
      const result = await tx.execute(
        sql.raw(`explain execute lead_insert_plan(${params.map(() => "null").join(", ")})`),
      );
      await tx.execute(sql.raw("deallocate lead_insert_plan"));
      return planText(result);
    });
  }

  const expectIndexLookups = (plan: string) => {
    expect(plan).not.toMatch(/Seq Scan on leads/);
    expect(plan).toContain("leads_email_created_at_idx");
    expect(plan).toContain("leads_phone_created_at_idx");
  };

  it("looks up earlier leads by index while the table is empty", async () => {
    expectIndexLookups(await keptPlan());
  });

  it("still does with thousands of leads over two days, after ANALYZE", async () => {
    await handle.db.execute(sql`
      insert into leads (form_type, status, email, phone, payload, created_at)
      select 'Header Contact Form', 'accepted', 'visitor' || g || '@example.com', (8130000000 + g)::text, '{}'::jsonb,
             now() - g * interval '1 minute'
      from generate_series(1, 3000) as g
      where not exists (select 1 from leads)`);
    await handle.db.execute(sql`analyze leads`);
    expectIndexLookups(await keptPlan());
  });
});
