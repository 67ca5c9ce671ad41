import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents, formatDollars } from "~/lib/format";
import { monthlyPayment } from "~/lib/payment";
import { type FakeSmtp, startFakeSmtp } from "../support/fake-smtp";
import { postJson } from "../support/payloads";
import { pdfText } from "../support/pdf-text";
import { quoteRequest } from "../support/quote-payloads";
import { eventually, startTestServer, type TestServer } from "../support/test-server";

/**
 * A quote asked for on the Spanish page (`language: "es"`): everything the homeowner receives is in
 * Spanish (the quote e-mail, its PDF, the link to the Spanish quote page, the e-mail of a package
 * chosen), with the same prices and terms; the owner's messages stay in English.
 */

const OWNER = "owner@suncoast.example";

describe("a Spanish lead's quote e-mail and PDF", () => {
  let smtp: FakeSmtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      db: "pglite",
      env: { SMTP_URL: smtp.url, LEAD_ALERT_EMAIL: OWNER, LEAD_RATE_LIMIT: "1000", CRM_TIMEOUT_MS: "3000" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const received = (to: string) => smtp.received.filter((r) => r.envelopeTo.includes(to));

  it("sends the quote in Spanish, with Spanish packages, Regulation Z terms and PDF; the owner's alert stays English", async () => {
    const request = quoteRequest({ name: "María González", language: "es" });
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    const token = res.json.token as string;
    const packages = res.json.packages as Array<{ name: string; price: number }>;
    const premium = packages.find((p) => p.name === "BETTER")!;

    const { mail } = await eventually(() => received(request.email)[0], {
      timeoutMs: 30_000,
      message: "the quote e-mail",
    });
    expect(mail.subject).toBe("Su cotización de techo de Suncoast Family Roofing");
    expect(mail.html).toContain('lang="es-US"');
    const text = mail.text!.replace(/\s+/g, " ");
    expect(text).toContain("Su cotización de techo, María");
    expect(text).toContain("Aquí tiene el estimado que pidió en nuestro sitio web, para 1234 Bayshore Blvd.");
    for (const name of ["Paquete Esencial", "Paquete Premium", "Paquete Élite"]) expect(text).toContain(name);
    expect(text).toContain("Tejas arquitectónicas mejoradas instaladas como sistema completo del fabricante");
    expect(text).toContain(formatDollars(premium.price));
    expect(text).toContain(`o unos ${formatCents(monthlyPayment(premium.price))} al mes con financiamiento`);
    expect(text).toContain(
      `${formatDollars(premium.price)} financiados sin pago inicial: 144 pagos mensuales de ${formatCents(monthlyPayment(premium.price))} con una tasa de porcentaje anual (APR) del 11.99%. Sujeto a aprobación de crédito`,
    );
    expect(text).toContain(`/es/cotizacion/${token}`);
    expect(text).not.toContain(`/quote/${token}`);
    expect(text).toContain("Esta cotización es un estimado basado en sus respuestas.");
    for (const english of ["Your roof quote", "a month with financing", "monthly payments of", "Essential Package"])
      expect(text).not.toContain(english);

    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf?.filename).toBe("cotizacion-de-techo.pdf");
    const words = await pdfText(pdf!.content);
    expect(words).toContain("Cotización de techo para María González");
    expect(words).toContain("Sus paquetes");
    expect(words).toContain("Proyecto Reemplazo completo del techo");
    expect(words).toContain("Techo Tejas asfálticas");
    expect(words).toContain("Área del techo 2,000 pies cuadrados");
    expect(words).toContain("Estado Regular: algún daño");
    expect(words).toContain("Paquete Premium");
    expect(words).toContain("144 pagos mensuales de");
    expect(words).toContain("Licencia de Florida");
    expect(words).toContain(`/es/cotizacion/${token}`);
    for (const english of ["Your packages", "Roof quote for", "a month with financing", "Premium Package"])
      expect(words).not.toContain(english);

    // The owner reads English, told that the lead prefers Spanish.
    const alert = await eventually(() => received(OWNER).find((r) => r.mail.text?.includes(request.email)), {
      message: "the owner's alert",
    });
    expect(alert.mail.subject).not.toMatch(/cotización/i);
    expect(alert.mail.text).toContain("Premium Package");
  }, 60_000);

  it("sends the package chosen in Spanish, the PDF marking the choice", async () => {
    const request = quoteRequest({ name: "José Pérez", language: "es", roofType: "metal" });
    const res = await postJson(server.url, "/api/quotes", request);
    expect(res.status).toBe(201);
    await eventually(() => received(request.email).length > 0, { timeoutMs: 30_000, message: "the quote e-mail" });
    const choice = await postJson(server.url, `/api/quotes/${String(res.json.token)}/choice`, {
      packageName: "Standing Seam Metal",
    });
    expect(choice.status).toBe(200);
    const mail = await eventually(
      () => received(request.email).find((r) => r.mail.subject?.startsWith("Su elección"))?.mail,
      { timeoutMs: 30_000, message: "the choice e-mail" },
    );
    expect(mail.subject).toBe("Su elección para su techo: Metal de junta alzada");
    const text = mail.text!.replace(/\s+/g, " ");
    expect(text).toContain("Gracias, José");
    expect(text).toContain("Eligió la opción Metal de junta alzada para su techo en 1234 Bayshore Blvd.");
    expect(text).toContain("Paneles de metal de junta alzada calibre 24");
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(await pdfText(pdf!.content)).toContain("Metal de junta alzada (su elección)");
  }, 60_000);
});
