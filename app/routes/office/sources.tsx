import { Download } from "lucide";
import type { Route } from "./+types/sources";
import { Lines, RowBars, StackedBars } from "~/components/office/charts";
import { OfficeHeading, Panel } from "~/components/office/office-frame";
import { Icon } from "~/components/ui/icon";
import { formatDuration, REPORT_WEEKS } from "~/lib/office/chart-scale";
import { requireOwner } from "~/lib/office/guard.server";
import { officePaths } from "~/lib/office/office-paths";
import { officeMeta } from "~/lib/office/office-route";
import { sourcesCharts } from "~/lib/office/sources-charts.server";

/** Where leads come from, in pictures: by source and campaign, landing pages, speed to lead, spam. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOwner(args);
  const asked = Number(args.url.searchParams.get("weeks"));
  const weeks = (REPORT_WEEKS as readonly number[]).includes(asked) ? asked : 12;
  return { weeks, charts: await sourcesCharts(services.db, weeks) };
}

export const meta: Route.MetaFunction = () => officeMeta("Sources");
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

export default function Sources({ loaderData }: Route.ComponentProps) {
  const { weeks, charts } = loaderData;
  const labels = charts.weeks.map((w) => w.label);
  const spamShare = charts.spam.all.map((all, i) => (all > 0 ? (charts.spam.spam[i]! / all) * 100 : null));
  const link = "inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-2";
  return (
    <>
      <OfficeHeading title="Sources">
        <p>
          {charts.leads} {charts.leads === 1 ? "lead" : "leads"} from people in the last {weeks} weeks, by the week they
          arrived (Monday to Sunday, Eastern Time).
        </p>
      </OfficeHeading>
      <div className="container-page grid gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <form method="get" className="flex items-end gap-2">
            <label>
              <span className="block text-sm font-semibold">Weeks shown</span>
              <select
                name="weeks"
                defaultValue={String(weeks)}
                className="mt-1 block h-11 rounded-lg border border-slate-400 bg-white px-3 text-base"
              >
                {REPORT_WEEKS.map((w) => (
                  <option key={w} value={w}>
                    Last {w} weeks
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="h-11 rounded-lg bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800"
            >
              Show
            </button>
          </form>
          <p className="flex flex-wrap gap-4">
            <a href={`${officePaths.api.sourcesCsv}?weeks=${weeks}`} download className={link}>
              <Icon node={Download} className="size-4" />
              This report (CSV)
            </a>
            <a href={`${officePaths.api.leadsCsv}?status=all`} download className={link}>
              <Icon node={Download} className="size-4" />
              Every lead (CSV)
            </a>
          </p>
        </div>
        <div className="grid gap-6 xl:grid-cols-2">
          <Panel title="By source">
            <StackedBars
              title="Leads per week by source"
              description="Where the visit that brought each lead came from: the ad, the search engine or the site that sent it."
              labels={labels}
              series={charts.bySource}
              counts
            />
          </Panel>
          <Panel title="By campaign">
            {charts.byCampaign.length > 0 ? (
              <StackedBars
                title="Leads per week by campaign"
                description="Leads whose visit carried a campaign name (utm_campaign)."
                labels={labels}
                series={charts.byCampaign}
                counts
              />
            ) : (
              <p className="text-slate-700">No lead in these weeks came from a named campaign.</p>
            )}
          </Panel>
          <Panel title="Speed to lead">
            <Lines
              title="Time from the form to your first alert"
              description="Half of the week's leads reached you within the solid line; all but the slowest one in a hundred within the dashed one."
              labels={labels}
              series={[
                { name: "Typical (p50)", values: charts.speed.p50 },
                { name: "Slowest (p99)", values: charts.speed.p99 },
              ]}
              format={formatDuration}
              empty="No alert went out in these weeks."
            />
          </Panel>
          <Panel title="Spam">
            <StackedBars
              title="Share of submissions that were spam"
              description="Spam and Possible Spam, as a share of everything the forms received each week."
              labels={labels}
              series={[{ name: "Spam or Possible Spam", values: spamShare }]}
              format={percent}
            />
          </Panel>
        </div>
        <Panel title="Landing pages">
          <RowBars
            title="Leads per visitor by landing page"
            description="Each page visitors first landed on: the share of its entrances that became a lead."
            rows={charts.landing.map((row) => ({
              label: row.page,
              share: row.rate ?? 0,
              text:
                row.rate === null
                  ? `${row.leads} ${row.leads === 1 ? "lead" : "leads"}, no entrances counted`
                  : `${percent(row.rate * 100)}: ${row.leads} ${row.leads === 1 ? "lead" : "leads"} from ${row.entrances} entrances`,
            }))}
          />
        </Panel>
      </div>
    </>
  );
}
