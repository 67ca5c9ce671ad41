import { Search } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { FORM_TYPES } from "~/lib/form-types";
import type { FilterOptions } from "~/lib/office/office-types";
import { officePaths } from "~/lib/office/office-paths";
import { OFFICE_STATUS_LABELS, OFFICE_STATUSES } from "~/lib/office/statuses";

export type FilterValues = {
  status?: string;
  formType?: string;
  source?: string;
  campaign?: string;
  from?: string;
  to?: string;
  q?: string;
};

const field = "mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900";
const labelText = "text-sm font-semibold text-slate-800";

/**
 * The list's search and filters: a GET form, so the address holds them (a filtered list can be
 * bookmarked) and it works before scripts load. On a phone the filters fold under the search.
 */
export function LeadFilters({ values, options }: { values: FilterValues; options: FilterOptions }) {
  const narrowed = Boolean(
    values.status || values.formType || values.source || values.campaign || values.from || values.to,
  );
  return (
    <form method="get" role="search" aria-label="Leads" className="rounded-card bg-white p-4 shadow-card">
      <div className="flex items-end gap-2">
        <label className="grow">
          <span className={labelText}>Search name, phone, e-mail or address</span>
          <input type="search" name="q" defaultValue={values.q ?? ""} maxLength={100} className={field} />
        </label>
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
        >
          <Icon node={Search} className="size-4" />
          Search
        </button>
      </div>
      <details className="mt-3" open={narrowed}>
        <summary className="font-semibold text-navy-900 underline underline-offset-2">Filters</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <label>
            <span className={labelText}>Status</span>
            <select name="status" defaultValue={values.status ?? ""} className={field}>
              <option value="">All but spam</option>
              {OFFICE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {OFFICE_STATUS_LABELS[status]}
                </option>
              ))}
              <option value="all">Everything, spam too</option>
            </select>
          </label>
          <label>
            <span className={labelText}>Form</span>
            <select name="form" defaultValue={values.formType ?? ""} className={field}>
              <option value="">Any form</option>
              {FORM_TYPES.map((form) => (
                <option key={form}>{form}</option>
              ))}
            </select>
          </label>
          <label>
            <span className={labelText}>Source</span>
            <select name="source" defaultValue={values.source ?? ""} className={field}>
              <option value="">Any source</option>
              {options.sources.map((source) => (
                <option key={source}>{source}</option>
              ))}
            </select>
          </label>
          <label>
            <span className={labelText}>Campaign</span>
            <select name="campaign" defaultValue={values.campaign ?? ""} className={field}>
              <option value="">Any campaign</option>
              {options.campaigns.map((campaign) => (
                <option key={campaign}>{campaign}</option>
              ))}
            </select>
          </label>
          <label>
            <span className={labelText}>From</span>
            <input type="date" name="from" defaultValue={values.from ?? ""} className={field} />
          </label>
          <label>
            <span className={labelText}>To</span>
            <input type="date" name="to" defaultValue={values.to ?? ""} className={field} />
          </label>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="inline-flex h-11 items-center rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
          >
            Apply filters
          </button>
          <Link to={officePaths.leads} className="font-semibold text-navy-900 underline underline-offset-2">
            Clear
          </Link>
        </div>
      </details>
    </form>
  );
}
