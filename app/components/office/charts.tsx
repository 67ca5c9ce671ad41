import { type ReactNode, useId } from "react";
import { countMax, labelStep, niceMax } from "~/lib/office/chart-scale";

/**
 * The office's charts, drawn by the server as SVG (docs/decisions/0012-office.md says why no
 * library): the marks stretch to any width (`preserveAspectRatio="none"`, strokes that do not
 * scale), while every word (axis, legend) is HTML at the page's own size, readable on a phone.
 * Each chart has its figures in a table under it, for a screen reader and for anyone who wants them.
 */

/** Distinct on white and on each other, each at least 3:1 against the page (WCAG 1.4.11). */
export const SERIES_COLORS = ["#1f4a75", "#c2410c", "#0f766e", "#7c3aed", "#b45309", "#64748b"] as const;

export type ChartSeries = { name: string; values: Array<number | null> };

type Frame = {
  title: string;
  description: string;
  labels: string[];
  series: ChartSeries[];
  /** The axis's words for a value. */
  format?: (value: number) => string;
};

function Legend({ series, dashed }: { series: ChartSeries[]; dashed?: boolean }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.name} className="inline-flex items-center gap-1.5">
          <svg width="22" height="10" className="shrink-0">
            <line
              x1="0"
              x2="22"
              y1="5"
              y2="5"
              stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
              strokeWidth={dashed ? 3 : 10}
              strokeDasharray={dashed && i % 2 === 1 ? "5 3" : undefined}
            />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/** The frame every chart shares: caption, legend, axis words, the marks, the figures. */
function ChartFrame({
  title,
  description,
  labels,
  series,
  format = String,
  top,
  dashed,
  children,
}: Frame & { top: number; dashed?: boolean; children: ReactNode }) {
  const id = useId();
  const step = labelStep(labels.length, 6);
  return (
    <figure className="grid gap-3">
      <figcaption>
        <span className="block text-lg font-bold text-navy-950">{title}</span>
        <span className="block text-sm text-slate-700">{description}</span>
      </figcaption>
      <Legend series={series} dashed={dashed} />
      <div className="ml-14">
        <div className="relative h-48 border-b border-l border-slate-400">
          {[top, top / 2].map((tick) => (
            <span
              key={tick}
              aria-hidden="true"
              className="absolute -left-14 w-12 -translate-y-1/2 text-right text-xs text-slate-700"
              style={{ top: `${100 - (tick / top) * 100}%` }}
            >
              {format(tick)}
            </span>
          ))}
          <svg
            viewBox={`0 0 ${labels.length * 10} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            role="img"
            aria-labelledby={`${id}-name`}
          >
            <title id={`${id}-name`}>{title}</title>
            <desc>{description}</desc>
            <line x1="0" x2={labels.length * 10} y1="50" y2="50" stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
            {children}
          </svg>
        </div>
        <div className="relative mt-1 h-5 text-xs text-slate-700" aria-hidden="true">
          {labels.map((label, i) =>
            i % step === 0 ? (
              <span
                key={label}
                className="absolute -translate-x-1/2 whitespace-nowrap"
                style={{ left: `${((i + 0.5) / labels.length) * 100}%` }}
              >
                {label}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <details>
        <summary className="text-sm font-semibold text-navy-900 underline underline-offset-2">Show the figures</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-3 text-left">
                  Week of
                </th>
                {series.map((s) => (
                  <th key={s.name} scope="col" className="pr-3 text-right">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row" className="pr-3 text-left font-normal">
                    {label}
                  </th>
                  {series.map((s) => (
                    <td key={s.name} className="pr-3 text-right tabular-nums">
                      {s.values[i] === null ? "none" : format(s.values[i]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Bars per week, the series stacked: leads by source or campaign, or one series alone. */
export function StackedBars(frame: Frame & { counts?: boolean }) {
  const totals = frame.labels.map((_, i) => frame.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const highest = Math.max(0, ...totals);
  const top = frame.counts ? countMax(highest) : niceMax(highest);
  return (
    <ChartFrame {...frame} top={top}>
      {frame.labels.map((label, i) => {
        let base = 100;
        return (
          <g key={label}>
            {frame.series.map((s, k) => {
              const value = s.values[i] ?? 0;
              if (value <= 0) return null;
              const height = (value / top) * 100;
              base -= height;
              return (
                <rect
                  key={s.name}
                  x={i * 10 + 2}
                  width={6}
                  y={base}
                  height={height}
                  fill={SERIES_COLORS[k % SERIES_COLORS.length]}
                  stroke="#ffffff"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
          </g>
        );
      })}
    </ChartFrame>
  );
}

/** Lines per week, broken where a week has no value: speed to lead, p50 solid and p99 dashed. */
export function Lines(frame: Frame & { empty: string }) {
  if (frame.series.every((s) => s.values.every((v) => v === null))) {
    return (
      <figure className="grid gap-3">
        <figcaption>
          <span className="block text-lg font-bold text-navy-950">{frame.title}</span>
          <span className="block text-sm text-slate-700">{frame.description}</span>
        </figcaption>
        <p className="text-slate-700">{frame.empty}</p>
      </figure>
    );
  }
  const top = niceMax(Math.max(0, ...frame.series.flatMap((s) => s.values.map((v) => v ?? 0))));
  const runs = (values: Array<number | null>) => {
    const out: string[][] = [[]];
    values.forEach((value, i) => {
      if (value === null) out.push([]);
      else out.at(-1)!.push(`${i * 10 + 5},${100 - (value / top) * 100}`);
    });
    return out.filter((run) => run.length > 0);
  };
  return (
    <ChartFrame {...frame} top={top} dashed>
      {frame.series.map((s, k) =>
        runs(s.values).map((points, r) =>
          points.length === 1 ? (
            <line
              key={`${s.name}-${r}`}
              x1={Number(points[0]!.split(",")[0]) - 2}
              x2={Number(points[0]!.split(",")[0]) + 2}
              y1={points[0]!.split(",")[1]}
              y2={points[0]!.split(",")[1]}
              stroke={SERIES_COLORS[k % SERIES_COLORS.length]}
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
            />
          ) : (
            <polyline
              key={`${s.name}-${r}`}
              points={points.join(" ")}
              fill="none"
              stroke={SERIES_COLORS[k % SERIES_COLORS.length]}
              strokeWidth={3}
              strokeDasharray={k % 2 === 1 ? "6 4" : undefined}
              vectorEffect="non-scaling-stroke"
            />
          ),
        ),
      )}
    </ChartFrame>
  );
}

/** One bar per row, with its words beside it: each landing page's conversion rate. */
export function RowBars({
  title,
  description,
  rows,
}: {
  title: string;
  description: string;
  rows: Array<{ label: string; share: number; text: string }>;
}) {
  const top = Math.max(0, ...rows.map((r) => r.share));
  return (
    <figure className="grid gap-3">
      <figcaption>
        <span className="block text-lg font-bold text-navy-950">{title}</span>
        <span className="block text-sm text-slate-700">{description}</span>
      </figcaption>
      {rows.length === 0 ? (
        <p className="text-slate-700">No page views or leads in these weeks.</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.label} className="grid gap-1 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-3">
              <span className="truncate font-semibold" title={row.label}>
                {row.label}
              </span>
              <span className="flex items-center gap-2">
                <span
                  className="h-4 rounded-sm bg-navy-700"
                  style={{ width: `${top > 0 ? Math.max(1, (row.share / top) * 60) : 1}%` }}
                  aria-hidden="true"
                />
                <span className="text-sm whitespace-nowrap text-slate-800">{row.text}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
