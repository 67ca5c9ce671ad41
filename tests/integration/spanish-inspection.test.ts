import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whenLabel } from "~/lib/business-time";
import type { SlotsAnswer, SlotView } from "~/lib/inspections/api-types";
import { action, loader } from "~/routes/inspection";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { readInvite } from "../support/ics";
import { fromVisitor, postJson } from "../support/payloads";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";
import { routeArgs } from "../support/route-args";

/**
 * The inspection booked from a Spanish page by a Spanish lead: the picker's times in Spanish (the
 * API asked with `?language=es`), the booking's e-mails and calendar files in Spanish with the link
 * to the Spanish booking page, and that page in Spanish; the owner's messages stay in English.
 */

const OWNER = "owner@suncoast.example";
const SITE = "https://www.suncoastfamilyroofing.example";
const DAY = /^(lunes|martes|miércoles|jueves|viernes), \d{1,2} de [a-z]+$/;
const WHEN = /^(lunes|martes|miércoles|jueves|viernes), \d{1,2} de [a-z]+ a las? \d{1,2}:\d\d [ap]\.m\.$/;

describe("a Spanish lead's inspection", () => {
  let smtp: FakeSmtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      db: "pglite",
      env: {
        SMTP_URL: smtp.url,
        LEAD_ALERT_EMAIL: OWNER,
        LEAD_RATE_LIMIT: "1000",
        INSPECTIONS_PER_SLOT: "1",
        TRUST_PROXY: "1",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const slots = async (query = "?language=es") => {
    const res = await fetch(`${server.url}/api/inspections/slots${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as SlotsAnswer;
  };
  const quote = async () => {
    const request = quoteRequest({ name: "María González", language: "es" });
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    return { token: res.json.token as string, email: request.email };
  };
  const book = (token: string, start: string) =>
    postJson(server.url, "/api/inspections?language=es", { token, start }, fromVisitor(token));
  const mail = (to: string, subject: string | RegExp) =>
    eventually(
      () =>
        smtp.received.find(
          (r) =>
            r.envelopeTo.includes(to) &&
            (typeof subject === "string" ? r.mail.subject === subject : subject.test(r.mail.subject ?? "")),
        )?.mail,
      { timeoutMs: 30_000, message: `the e-mail "${String(subject)}"` },
    );
  const invite = (received: Awaited<ReturnType<typeof mail>>, filename: string) =>
    readInvite(received.attachments.find((a) => a.filename === filename)!.content.toString("utf8"));

  it("lists the open times in Spanish for a Spanish page, in English otherwise", async () => {
    const spanish = await slots();
    const english = await slots("");
    expect(spanish.zone).toBe("hora oriental");
    expect(english.zone).toBe("Eastern Time");
    expect(spanish.days.map((d) => d.date)).toEqual(english.days.map((d) => d.date));
    for (const day of spanish.days) {
      expect(day.label).toMatch(DAY);
      expect(["lun", "mar", "mié", "jue", "vie"]).toContain(day.short[0]);
      expect(day.short[1]).toMatch(/^\d{1,2} [a-z]+$/);
      for (const slot of day.slots) {
        expect(["8:00 a.m.", "10:00 a.m.", "12:00 p.m.", "2:00 p.m."]).toContain(slot.label);
        expect(slot.when).toMatch(WHEN);
        expect(slot.when.startsWith(`${day.label} a las `)).toBe(true);
      }
    }
  });

  it("books, moves and cancels in Spanish: the answers, the e-mails, their calendar files and the booking page", async () => {
    const open = (await slots()).days;
    const [slot, later] = [open[2]!.slots[0]!, open[3]!.slots[1]!];
    const homeowner = await quote();
    const booked = await book(homeowner.token, slot.start);
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ status: "booked", when: slot.when, zone: "hora oriental" });
    const manage = booked.json.manage as string;
    expect(manage).toMatch(/^\/es\/inspeccion\/[A-Za-z0-9_-]{32}$/);
    const token = manage.split("/").pop()!;

    const confirmation = await mail(homeowner.email, `Su inspección de techo gratis: ${slot.when}`);
    expect(confirmation.html).toContain('lang="es-US"');
    const text = confirmation.text!.replace(/\s+/g, " ");
    expect(text).toContain("Su inspección de techo gratis está reservada, María");
    expect(text).toContain(`Cuándo ${open[2]!.label}, de 8:00 a.m. a 10:00 a.m. (hora oriental)`);
    expect(text).toContain("Dónde 1234 Bayshore Blvd, Tampa, FL 33606");
    expect(text).toContain("El archivo de calendario adjunto la agrega a su calendario.");
    expect(text).toContain(`Cambiar o cancelar [${SITE}${manage}]`);
    for (const english of ["Your free roof inspection", "When", "Change or cancel", "Questions?"])
      expect(text).not.toContain(english);
    const sent = invite(confirmation, "inspeccion.ics");
    expect(sent).toMatchObject({ method: "PUBLISH", status: "CONFIRMED", url: `${SITE}${manage}` });
    expect(sent.start.toISOString()).toBe(slot.start);
    expect(sent.summary).toBe("Inspección de techo gratis: Suncoast Family Roofing");
    expect(sent.description).toContain(`Para cambiarla o cancelarla: ${SITE}${manage} o llame al (813) 555-0142.`);
    expect(sent.prodId).toMatch(/\/\/ES$/);

    // The owner reads English, with the English file.
    const alert = await mail(OWNER, `Inspection booked: María González, ${whenLabel(new Date(slot.start))}, Tampa`);
    expect(alert.attachments.map((a) => a.filename)).toEqual(["inspection.ics"]);
    // Told, as the new lead's alert does, that the homeowner prefers Spanish: who goes to the roof.
    expect(alert.text).toContain("Prefers Spanish");
    expect(invite(alert, "inspection.ics").summary).toBe("Roof inspection: María González");

    const moved = await book(homeowner.token, later.start);
    expect(moved.status).toBe(201);
    expect(moved.json.manage).toBe(manage);
    const move = await mail(homeowner.email, `Su inspección de techo cambió al ${later.when}`);
    expect(move.text).toContain("Su inspección cambió de hora, María");

    // The booking's Spanish page, as its loader gives it.
    const request = new Request(`${SITE}${manage}`);
    const page = (await loader(routeArgs(request, { params: { token }, services: server.services }))) as {
      copy: { h1: { booked: string }; changeTime: string };
      booking: { when: string; hours: string; manage: string };
    };
    expect(page.copy.changeTime).toBe("Cambiar la hora");
    expect(page.booking).toMatchObject({ when: later.when, manage });
    expect(page.booking.hours.startsWith(`de ${later.label} a `)).toBe(true);
    expect(page.booking.hours).toMatch(/ a \d+:\d\d [ap]\.m\. \(hora oriental\)$/);

    // Cancelled on the Spanish page without scripts: back to the Spanish page.
    const cancelled = await action(
      routeArgs(
        new Request(`${SITE}${manage}`, {
          method: "POST",
          body: "intent=cancel",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        { params: { token }, services: server.services },
      ),
    );
    expect((cancelled as Response).status).toBe(303);
    expect((cancelled as Response).headers.get("location")).toBe(manage);
    const cancellation = await mail(homeowner.email, /^Su inspección de techo del .+ está cancelada$/);
    expect(cancellation.subject).toBe(`Su inspección de techo del ${open[3]!.label} está cancelada`);
    expect(cancellation.text!.replace(/\s+/g, " ")).toContain(
      `La inspección del ${later.when} está cancelada. Cuando quiera, elija una nueva hora.`,
    );
    expect(invite(cancellation, "inspeccion.ics")).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: sent.uid,
    });
  }, 60_000);

  it("says in Spanish that a time was just taken, with the nearest open times in Spanish, and asks to choose a time shown for one never offered", async () => {
    const slot = (await slots()).days[1]!.slots[2]!;
    expect((await book((await quote()).token, slot.start)).status).toBe(201);
    const refused = await book((await quote()).token, slot.start);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(
      `Lo sentimos, el ${slot.when} se acaba de ocupar. Estas horas cercanas siguen libres:`,
    );
    const alternatives = refused.json.alternatives as SlotView[];
    expect(alternatives).toHaveLength(3);
    for (const other of alternatives) expect(other.when).toMatch(WHEN);
    // A time never offered (between two slots) is not said to be taken.
    const between = new Date(Date.parse(slot.start) + 30 * 60_000).toISOString();
    const notOffered = await book((await quote()).token, between);
    expect(notOffered.status).toBe(400);
    expect(notOffered.json.error).toBe("Elija una de las horas que se muestran, por favor.");
    for (const other of notOffered.json.alternatives as SlotView[]) expect(other.when).toMatch(WHEN);
    // A link that opens nothing: said in Spanish too.
    const gone = await book("B".repeat(32), slot.start);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe("Este enlace de reserva ya venció. Llámenos al (813) 555-0142 para fijar una hora.");
  });
});
