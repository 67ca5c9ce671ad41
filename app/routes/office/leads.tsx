import { Download, TriangleAlert } from "lucide";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/leads";
import { LeadCard } from "~/components/office/lead-card";
import { LeadFilters } from "~/components/office/lead-filters";
import { LiveRefresh } from "~/components/office/live-refresh";
import { OfficeHeading } from "~/components/office/office-frame";
import { Icon } from "~/components/ui/icon";
import { arrivals, type ListView, seen } from "~/lib/office/arrivals";
import { requireOwner } from "~/lib/office/guard.server";
import { filterOptions, filterQuery, listLeads, parseOfficeFilter } from "~/lib/office/lead-list.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";

/** Every lead, newest first, as a phone shows it best; new ones appear while the page is open. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOwner(args);
  const filter = parseOfficeFilter(args.url.searchParams);
  const [page, options] = await Promise.all([listLeads(services.db, filter), filterOptions(services.db)]);
  const query = filterQuery(filter);
  return {
    ...page,
    query,
    options,
    values: { ...filter, before: undefined },
    first: !filter.before,
  };
}

export const meta: Route.MetaFunction = () => officeMeta("Leads");
/** The newest leads since the page last showed the same list (filter, first page), to say so. */
function useArrivals(leads: Route.ComponentProps["loaderData"]["leads"], query: string, first: boolean) {
  const shown = useRef<ListView | undefined>(undefined);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const before = shown.current;
    const now = { query, first, newest: leads[0]?.createdAt };
    shown.current = seen(before, now);
    const arrived = arrivals(before, now, leads);
    if (arrived.length === 0) return;
    setFresh(new Set(arrived.map((lead) => lead.id)));
    setAnnouncement(
      arrived.length === 1
        ? `New lead: ${arrived[0]!.name}, ${arrived[0]!.askedFor}.`
        : `${arrived.length} new leads, the latest from ${arrived[0]!.name}.`,
    );
  }, [leads, query, first]);
  return { fresh, announcement };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { leads, next, possibleSpam, query, options, values, first } = loaderData;
  const { fresh, announcement } = useArrivals(leads, query, first);
  const more = new URLSearchParams(query);
  if (next) more.set("before", next);
  return (
    <>
      <OfficeHeading title="Leads">
        {possibleSpam > 0 && values.status !== "spam" ? (
          <p className="flex items-start gap-2 rounded-lg bg-ember-50 p-3 text-ember-700">
            <Icon node={TriangleAlert} className="mt-0.5 size-5 shrink-0" />
            <span>
              {possibleSpam === 1
                ? "1 lead marked Possible Spam waits"
                : `${possibleSpam} leads marked Possible Spam wait`}{" "}
              for your judgement.{" "}
              <Link to={`${officePaths.leads}?status=spam`} className="font-semibold underline underline-offset-2">
                Show spam
              </Link>
            </span>
          </p>
        ) : null}
      </OfficeHeading>
      <div className="container-page grid gap-4">
        <LeadFilters values={values} options={options} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-700">
            {leads.length === 0
              ? "No leads match."
              : `${first ? "Newest" : "Older"} ${leads.length} ${leads.length === 1 ? "lead" : "leads"}`}
          </p>
          <a
            href={`${officePaths.api.leadsCsv}${query ? `?${query}` : ""}`}
            download
            className="inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-2"
          >
            <Icon node={Download} className="size-4" />
            Export these leads (CSV)
          </a>
        </div>
        <p role="status" className="font-semibold text-ember-700">
          {announcement}
        </p>
        <ul aria-label="Leads, newest first" className="grid gap-3">
          {leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} fresh={fresh.has(lead.id)} />
            </li>
          ))}
        </ul>
        {next ? (
          <p>
            <Link
              to={`?${more.toString()}`}
              className="text-lg font-semibold text-navy-900 underline underline-offset-2"
            >
              Show older leads
            </Link>
          </p>
        ) : null}
      </div>
      {first ? <LiveRefresh /> : null}
    </>
  );
}
