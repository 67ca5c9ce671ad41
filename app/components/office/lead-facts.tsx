import type { LeadDetail } from "~/lib/office/office-types";

/** Label and value rows. */
export function FactList({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  if (rows.length === 0) return <p className="text-slate-700">Nothing recorded.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[11rem_1fr]">
      {rows.map(([name, value], i) => (
        <div key={`${name}-${i}`} className="contents">
          <dt className="font-semibold text-slate-700">{name}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The quote's packages, the one chosen marked, and how the roof was measured. */
export function QuoteFacts({ quote }: { quote: NonNullable<LeadDetail["quote"]> }) {
  return (
    <div className="grid gap-3">
      <p className="text-slate-700">Quoted {quote.quoted}.</p>
      <ul className="grid gap-2 sm:grid-cols-3">
        {quote.packages.map((pkg) => (
          <li
            key={pkg.name}
            className={
              pkg.chosen ? "rounded-lg border-2 border-ember-600 p-3" : "rounded-lg border border-slate-200 p-3"
            }
          >
            <p className="font-semibold">
              {pkg.name}
              {pkg.chosen ? <span className="ml-1 text-ember-700">(chosen)</span> : null}
            </p>
            <p className="text-xl font-bold">{pkg.price}</p>
            <p className="text-sm text-slate-700">{pkg.description}</p>
          </li>
        ))}
      </ul>
      {quote.chosenAt ? <p className="text-slate-700">Package chosen {quote.chosenAt}.</p> : null}
      <h3 className="font-bold">Roof measurement</h3>
      <FactList rows={quote.measurement} />
    </div>
  );
}
