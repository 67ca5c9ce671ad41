import { Link } from "react-router";
import { cn } from "~/lib/cn";
import type { LeadListItem } from "~/lib/office/office-types";
import { officePaths } from "~/lib/office/office-paths";
import { DeliveryChips } from "./delivery-chips";
import { LanguageBadge } from "./language-badge";
import { StatusBadge } from "./status-badge";

/** One lead in the list: who, what, where from, how long ago, and whether its messages went out. */
export function LeadCard({ lead, fresh }: { lead: LeadListItem; fresh: boolean }) {
  return (
    <article
      className={cn(
        "rounded-card border-l-4 bg-white p-4 shadow-card",
        fresh ? "border-ember-500" : lead.status === "spam" ? "border-slate-300" : "border-navy-700",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">
          <Link to={officePaths.lead(lead.id)} className="underline-offset-2 hover:underline">
            {lead.name}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-2">
          {lead.language ? <LanguageBadge>{lead.language}</LanguageBadge> : null}
          <StatusBadge status={lead.status} />
        </div>
      </div>
      <p className="mt-1 text-slate-800">{lead.askedFor}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
        {lead.city ? <span>{lead.city}</span> : null}
        <span>
          From <span className="font-semibold">{lead.source}</span>
          {lead.campaign ? ` (${lead.campaign})` : ""}
        </span>
        <time dateTime={lead.createdAt} title={lead.received}>
          {lead.age}
        </time>
      </p>
      {lead.spamReason ? <p className="mt-1 text-sm text-slate-700">Spam: {lead.spamReason}.</p> : null}
      {lead.inspection ? <p className="mt-1 text-sm font-semibold text-navy-800">{lead.inspection}</p> : null}
      <div className="mt-3 border-t border-slate-200 pt-2">
        <DeliveryChips states={lead.deliveries} />
      </div>
    </article>
  );
}
