import { CircleAlert, CircleCheck } from "lucide";
import type { Route } from "./+types/webhook-config";
import { SectionHeading } from "~/components/section-heading";
import { PageHero } from "~/components/service-page/page-hero";
import { PageSection } from "~/components/service-page/page-section";
import { Icon } from "~/components/ui/icon";
import { webhookConfigPage } from "~/content/pages/webhook-config.server";
import { site } from "~/content/site";
import { crmStatus } from "~/lib/crm-status.server";
import verifyExample from "~/lib/crm/webhook-verify.example.ts?raw";
import {
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  touchPayload,
  WEBHOOK_FIELDS,
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookField,
} from "~/lib/crm/webhook.server";
import { FORM_TYPES, WEBSITE_LEAD_TAG } from "~/lib/form-types";
import { paths } from "~/lib/paths";
import { breadcrumbLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { requestOf } from "~/lib/load-context";

/**
 * The CRM help page. Not prerendered: the status is read from the running server's configuration
 * on each request (docs/decisions/0013-open-points.md), and no secret ever leaves the loader.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { seo, ...page } = webhookConfigPage;
  const status = crmStatus(requestOf(context).services?.env);
  const crumbs = [{ name: "CRM Integration", path: paths.webhookConfig }];
  const example: Record<WebhookField, unknown> = {
    version: WEBHOOK_PAYLOAD_VERSION,
    event: "lead.created",
    leadId: "4f1c2b7e-...",
    deliveryId: "9a0d3c55-...",
    formType: FORM_TYPES[0],
    formData: { firstName: "Jane", lastName: "Doe", phone: "8135550100", service: "roof-inspection", "...": "..." },
    language: "en",
    source: `${site.name} - ${FORM_TYPES[0]}`,
    tags: [FORM_TYPES[0], WEBSITE_LEAD_TAG],
    repeatOf: null,
    possibleSpam: false,
    spamReason: null,
    chosenPackage: null,
    firstTouch: touchPayload({
      at: Date.UTC(2026, 4, 20, 18, 41, 7),
      landingPage: "/roofing-tampa-fl",
      referrer: "https://www.google.com",
    }),
    lastTouch: touchPayload({
      at: Date.UTC(2026, 5, 1, 13, 58, 2),
      landingPage: "/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "roof-replacement",
      gclid: "Cj0KCQjw...",
    }),
    roofMeasurement: null,
    submittedAt: "2026-06-01T14:03:11.000Z",
    sentAt: "2026-06-01T14:03:12.000Z",
  };
  return {
    meta: pageMeta({ ...seo, path: paths.webhookConfig, noindex: true, jsonLd: [breadcrumbLd(crumbs)] }),
    crumbs,
    page,
    status,
    // Icons travel as data: an icon imported by a component ships in every page's script.
    statusIcon: status.configured ? CircleCheck : CircleAlert,
    webhook: {
      example: JSON.stringify(example, null, 2),
      signatureHeader: SIGNATURE_HEADER,
      deliveryHeader: DELIVERY_ID_HEADER,
      version: WEBHOOK_PAYLOAD_VERSION,
      fields: WEBHOOK_FIELDS,
      verify: verifyExample.trim(),
    },
  };
}

export const meta = metaFromLoader;

/** Crawlers that never parse the HTML still see the noindex; the status is never cached. */
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
});

export default function WebhookConfig({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, status, statusIcon, webhook } = loaderData;
  return (
    <>
      <PageHero {...page.hero} crumbs={crumbs} />

      <section aria-labelledby="status-title" className="section pb-0 sm:pb-0">
        <div className="container-page">
          <div
            className={
              status.configured
                ? "flex gap-4 rounded-card border border-emerald-200 bg-emerald-50 p-6 sm:p-7"
                : "flex gap-4 rounded-card border border-amber-200 bg-amber-50 p-6 sm:p-7"
            }
          >
            <Icon
              node={statusIcon}
              className={status.configured ? "size-8 shrink-0 text-emerald-700" : "size-8 shrink-0 text-amber-700"}
            />
            <div>
              <h2 id="status-title" className="text-2xl font-bold">
                Status: {status.configured ? "configured" : "not configured"}
              </h2>
              {status.configured ? (
                <p className="mt-2 text-slate-700">
                  Leads are sent to <strong>{status.provider}</strong>
                  {status.provider === "Webhook"
                    ? status.signed
                      ? ", signed with HMAC-SHA256."
                      : ", unsigned: set CRM_WEBHOOK_SECRET to sign them."
                    : "."}{" "}
                  The server reads this from its settings when the page is requested.
                </p>
              ) : (
                <p className="mt-2 text-slate-700">
                  No CRM is connected. Leads are still stored safely on the server and will be sent once CRM_PROVIDER is
                  set to gohighlevel or webhook and the server is restarted.
                </p>
              )}
              <p className="mt-3 text-sm text-slate-600">
                Settings (on the server only): <code className="font-mono">CRM_PROVIDER</code>,{" "}
                <code className="font-mono">GHL_API_TOKEN</code>, <code className="font-mono">GHL_LOCATION_ID</code>,{" "}
                <code className="font-mono">CRM_WEBHOOK_URL</code>,{" "}
                <code className="font-mono">CRM_WEBHOOK_SECRET</code>. Their values are never shown here.
              </p>
            </div>
          </div>
        </div>
      </section>

      <PageSection id="sent" intro={page.sent}>
        <dl className="mt-10 divide-y divide-slate-200 rounded-card border border-slate-200 bg-white shadow-card">
          {page.sent.rows.map((row) => (
            <div key={row.title} className="grid gap-2 p-5 sm:grid-cols-[12rem_1fr] sm:gap-6 sm:p-6">
              <dt className="font-bold text-navy-950">{row.title}</dt>
              <dd className="text-slate-700">
                {row.text}
                <span className="mt-3 flex flex-wrap gap-2">
                  {row.values.map((value) => (
                    <code
                      key={value}
                      className="rounded-md bg-navy-50 px-2 py-1 font-mono text-sm text-navy-900 ring-1 ring-navy-100"
                    >
                      {value}
                    </code>
                  ))}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection id="workflow" intro={page.workflow} tone="sand">
        <ol className="mt-10 grid gap-4 lg:grid-cols-3">
          {page.workflow.steps.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-bold">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-8 max-w-4xl text-slate-700">{page.workflow.note}</p>
      </PageSection>

      <section aria-labelledby="webhook-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="webhook-title"
              eyebrow={page.webhook.eyebrow}
              title={page.webhook.title}
              lead={page.webhook.lead}
            />
            <dl className="mt-8 space-y-5 text-slate-700">
              <div>
                <dt className="font-bold text-navy-950">Body</dt>
                <dd className="mt-1">
                  JSON, version {webhook.version}; every field is listed below. A new lead is sent with the event{" "}
                  <code className="font-mono">lead.created</code>; when a quote visitor chooses a package, a second
                  delivery with the event <code className="font-mono">lead.package_chosen</code> carries{" "}
                  <code className="font-mono">chosenPackage</code>.
                </dd>
              </div>
              <div>
                <dt className="font-bold text-navy-950">
                  <code className="font-mono">{webhook.signatureHeader}</code>
                </dt>
                <dd className="mt-1">
                  Sent when <code className="font-mono">CRM_WEBHOOK_SECRET</code> is set:{" "}
                  <code className="font-mono">t=</code> the time of sending in Unix seconds, then{" "}
                  <code className="font-mono">,v1=</code> the hex HMAC-SHA256, keyed with the secret, of the timestamp,
                  a full stop and the raw body (<code className="font-mono">t.body</code>). Check the signature, and
                  refuse a timestamp more than five minutes from your clock: that is a captured request sent again.
                </dd>
              </div>
              <div>
                <dt className="font-bold text-navy-950">
                  <code className="font-mono">{webhook.deliveryHeader}</code>
                </dt>
                <dd className="mt-1">
                  The delivery&apos;s id, the same on every retry of one delivery. Failed deliveries are retried with
                  back-off, so keep the ids you have processed and ignore repeats, going by the body&apos;s{" "}
                  <code className="font-mono">deliveryId</code>: it is signed, and this header is not (a captured
                  request sent again could carry any id here).
                </dd>
              </div>
            </dl>
          </div>
          <figure className="min-w-0">
            <figcaption className="text-sm font-semibold text-slate-700">An example body</figcaption>
            <pre
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded-card bg-navy-950 p-5 text-sm leading-relaxed text-navy-50"
            >
              <code>{webhook.example}</code>
            </pre>
          </figure>
          <div className="min-w-0 lg:col-span-2">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="mb-2 text-left text-sm font-semibold text-slate-700">
                The fields of the body, version {webhook.version}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Field and type
                  </th>
                  <th scope="col" className="py-2">
                    Meaning
                  </th>
                </tr>
              </thead>
              <tbody>
                {webhook.fields.map(([name, type, meaning]) => (
                  <tr key={name} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      <code className="block font-mono text-navy-900">{name}</code>
                      <code className="block font-mono text-xs text-slate-600">{type}</code>
                    </th>
                    <td className="py-2 text-slate-700">{meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <figure className="min-w-0 lg:col-span-2">
            <figcaption className="text-sm font-semibold text-slate-700">
              Verifying a delivery and skipping repeats in Node.js
            </figcaption>
            <pre
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded-card bg-navy-950 p-5 text-sm leading-relaxed text-navy-50"
            >
              <code>{webhook.verify}</code>
            </pre>
          </figure>
        </div>
      </section>
    </>
  );
}
