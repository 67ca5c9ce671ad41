import { Link } from "react-router";
import type { AuditView } from "~/lib/office/office-types";
import { officePaths } from "~/lib/office/office-paths";

/** The audit log: who did what, when, and to which lead. */
export function AuditLog({ entries }: { entries: AuditView[] }) {
  if (entries.length === 0) return <p className="text-slate-700">Nothing yet.</p>;
  return (
    <ol className="divide-y divide-slate-200">
      {entries.map((entry, i) => (
        <li key={i} className="py-2">
          <span className="font-semibold">{entry.action}</span>
          {entry.lead ? (
            <>
              {" "}
              <Link to={officePaths.lead(entry.lead.id)} className="text-navy-900 underline underline-offset-2">
                {entry.lead.name}
              </Link>
            </>
          ) : null}
          {entry.detail ? <span className="text-slate-800">: {entry.detail}</span> : null}
          <br />
          <span className="text-sm text-slate-700">
            {entry.actor}, {entry.at}
          </span>
        </li>
      ))}
    </ol>
  );
}
