import { CheckCircle2 } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { data } from "react-router";
import type { Route } from "./+types/leads";
import { ContactForm } from "~/components/forms/contact-form";
import { FinancingForm } from "~/components/forms/financing-form";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PhoneLink } from "~/components/phone-link";
import { pushConversion } from "~/components/forms/submit-lead";
import { ButtonLink } from "~/components/ui/button";
import { leadAttribution } from "~/lib/attribution/attribution.server";
import type { ConversionEvent } from "~/lib/conversions/conversion.server";
import { logNotStored, SUBMISSION_NOT_STORED, SubmissionNotStoredError } from "~/lib/leads/store-errors.server";
import {
  handleLeadSubmission,
  isLeadFormType,
  type LeadFormType,
  MAX_SUBMISSION_BYTES,
} from "~/lib/leads/submission.server";
import { uiTextOfMatches, useShell } from "~/lib/i18n/use-ui-text";
import { translated } from "~/components/forms/lead-messages";
import { BodyTooLargeError, readTextLimited } from "~/lib/read-body.server";
import { HONEYPOT_FIELD, PROOF_FIELD } from "~/lib/spam";
import { requestOf } from "~/lib/load-context";

/**
 * The answer to a form posted without JavaScript (JSON posts to /api/leads are answered by the
 * API in `server/api.ts`). It confirms, or shows the first problem beside the visitor's own
 * answers so they can fix it and send again.
 */

const PRIVATE_FIELDS = new Set(["formType", HONEYPOT_FIELD, PROOF_FIELD]);

type ActionResult =
  | { ok: true; formType: LeadFormType; conversion?: ConversionEvent }
  | { ok: false; formType: LeadFormType | null; error: string; field?: string; values: Record<string, string> };

export async function action({ request, context, url }: Route.ActionArgs) {
  const { services, clientIp } = requestOf(context);
  if (!services) throw new Response("Not available", { status: 503 });
  let text: string;
  try {
    text = await readTextLimited(request, MAX_SUBMISSION_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data("That submission is too large.", { status: 413 });
    throw error;
  }
  const form = new URLSearchParams(text);
  const formType = form.get("formType");
  const formData: Record<string, string> = {};
  for (const [key, value] of form) if (key !== "formType" && key !== PROOF_FIELD) formData[key] = value;
  const values = Object.fromEntries(Object.entries(formData).filter(([key]) => !PRIVATE_FIELDS.has(key)));
  const knownType = isLeadFormType(formType) ? formType : null;

  try {
    const result = await handleLeadSubmission(
      services,
      { formType, formData, [PROOF_FIELD]: form.get(PROOF_FIELD) },
      {
        clientIp,
        userAgent: request.headers.get("user-agent") ?? undefined,
        attribution: leadAttribution({
          cookie: request.headers.get("cookie") ?? undefined,
          referer: request.headers.get("referer") ?? undefined,
        }),
      },
    );
    if (result.ok) {
      return data<ActionResult>({ ok: true, formType: knownType!, conversion: result.conversion }, { status: 201 });
    }
    return data<ActionResult>(
      { ok: false, formType: knownType, error: result.error, field: result.field, values },
      { status: 400 },
    );
  } catch (error) {
    if (!(error instanceof SubmissionNotStoredError)) throw error;
    logNotStored(services.logger, error, url.pathname);
    return data<ActionResult>(
      {
        ok: false,
        formType: knownType,
        error: SUBMISSION_NOT_STORED,
        values,
      },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
}

/**
 * Loaders also run after the action, so this one must not redirect: without a submission the page
 * simply offers the quote form.
 */
export function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: uiTextOfMatches(matches)?.answer.metaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeadAnswer({ actionData }: Route.ComponentProps) {
  // A form sent before the page's scripts ran is a lead like any other: once this page's own
  // scripts run, the page's tag manager hears of it.
  const conversion = actionData?.ok ? actionData.conversion : undefined;
  useEffect(() => pushConversion(conversion), [conversion]);
  // The problem's message stays until the visitor corrects it or sends the form again.
  const [corrected, setCorrected] = useState(false);
  const { text, homePath } = useShell();
  const t = text.answer;
  if (!actionData) {
    return (
      <section aria-labelledby="quote-title" className="container-page max-w-3xl py-16">
        <h1 id="quote-title" className="text-3xl font-bold">
          {t.requestTitle}
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          {t.requestLead} <PhoneLink className="font-semibold text-navy-900 underline" />.
        </p>
        <div className="mt-8 rounded-card bg-white p-6 shadow-lift ring-1 ring-slate-200 sm:p-8">
          <ContactForm />
        </div>
      </section>
    );
  }
  if (actionData.ok) {
    const financing = actionData.formType === "Financing Application";
    const newsletter = actionData.formType === "Newsletter Signup";
    return (
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
        <Icon node={CheckCircle2} className="size-14 text-emerald-700" />
        <h1 className="mt-5 text-3xl font-bold sm:text-4xl">
          {newsletter ? text.newsletter.answerTitle : financing ? text.financing.answerTitle : t.thanksTitle}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">
          {newsletter ? text.newsletter.answerText : financing ? text.financing.success : text.toasts.success}
        </p>
        <p className="mt-2 text-slate-600">
          {t.sooner} <PhoneLink className="font-semibold text-navy-900 underline" />.
        </p>
        <ButtonLink to={homePath} size="lg" className="mt-8">
          {t.returnHome}
        </ButtonLink>
      </section>
    );
  }

  const { formType, field, values } = actionData;
  const error = translated(text, actionData.error);
  const serverErrors = field ? { [field]: error } : {};
  const onCorrected = () => setCorrected(true);
  return (
    <section aria-labelledby="fix-title" className="container-page max-w-3xl py-16">
      <h1 id="fix-title" className="text-3xl font-bold">
        {t.checkTitle}
      </h1>
      {corrected ? null : (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-8 rounded-card bg-white p-6 shadow-lift ring-1 ring-slate-200 sm:p-8">
        {formType === "Financing Application" ? (
          <FinancingForm defaults={values} serverErrors={serverErrors} onServerErrorsGone={onCorrected} />
        ) : formType === "Newsletter Signup" ? (
          <NewsletterForm defaults={values} serverErrors={serverErrors} onServerErrorsGone={onCorrected} />
        ) : (
          <ContactForm defaults={values} serverErrors={serverErrors} onServerErrorsGone={onCorrected} />
        )}
      </div>
    </section>
  );
}
