import { type SQLWrapper, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstDue } from "~/lib/outbox/outbox.server";
import { sentLately } from "~/lib/outbox/pacing.server";
import { DB_KINDS, openTestDatabase, planText } from "../support/test-server";

/**
 * The outbox looks for due deliveries each time a send ends, and checks what went to a homeowner
 * before each e-mail. Under a burst of leads both run thousands of times while a queue waits: each
 * must be an index lookup of its own channel and recipient, not a read of another channel's queue
 * or of every delivery the site has made (which held the embedded database's one thread for
 * seconds once a few thousand leads were waiting).
 */
describe.each(DB_KINDS)("the outbox's looks on %s", (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // 3,000 leads: each one's owner alert waiting (a queue on one channel), its CRM contact sent
    // and its homeowner e-mail written.
    await handle.db.execute(sql`
      insert into leads (form_type, status, email, phone, payload, created_at)
      select 'Instant Quote', 'accepted', 'visitor' || g || '@example.com', (8130000000 + g)::text, '{}'::jsonb,
             now() - g * interval '1 second'
      from generate_series(1, 3000) as g`);
    await handle.db.execute(sql`
      insert into deliveries (lead_id, channel, provider, recipient, status, next_attempt_at, sent_at)
      select l.id, c.channel, 'file', case c.channel when 'crm' then null when 'owner-email'
             then 'owner@example.com' else l.email end, c.status, now() - interval '1 minute',
             case c.status when 'pending' then null else now() - interval '1 minute' end
      from leads l, (values ('owner-email', 'pending'), ('crm', 'sent'), ('homeowner-email', 'written')) as c(channel, status)`);
    await handle.db.execute(sql`analyze`);
  });
  afterAll(() => handle?.remove());

  const plan = async (query: SQLWrapper) => planText(await handle.db.execute(sql`explain ${query}`));

  it("finds a channel's first due delivery in the index, past another channel's queue", async () => {
    const look = await plan(firstDue(handle.db, "crm"));
    expect(look).not.toMatch(/Seq Scan/);
    expect(look).toMatch(/Index Cond: .*channel/);
  });

  it("reads what went to one homeowner lately from the index", async () => {
    const homeowner = { recipient: "visitor42@example.com", channel: "homeowner-email" } as const;
    const recent = await plan(sentLately(handle.db, homeowner, new Date(Date.now() - 86_400_000), 5));
    expect(recent).not.toMatch(/Seq Scan/);
    expect(recent).toContain("deliveries_recipient_sent_idx");
  });
});
