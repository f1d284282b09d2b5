// The overview's page views from the rollups the page_views triggers keep (migration 0008,
// docs/decisions/007): whole quarter hours and whole UTC days come from the rollups, the ragged
// edges of a window (its start in the admin's zone, the instant `now`) from the raw rows, which
// the created_at index finds in a few milliseconds. The figures are exactly those of counting
// every raw row of the window, at a cost that does not grow with the shop's history.
import { type SQL, sql } from "drizzle-orm";
import { pageViewDays, pageViewQuarters, pageViews } from "../../../db/schema.ts";
import { db } from "../../lib/db.server.ts";
import { type OverviewJson, TOP_PAGES, VIEW_DAYS } from "./overview.schemas.ts";
import { dayRange } from "./view-days.ts";

/** The rollups' quarter hours start on this origin (the trigger's `date_bin`). */
const QUARTER = sql`interval '15 minutes'`;
const ORIGIN = sql`timestamptz '2000-01-01 00:00:00+00'`;
/** The first instant of a local date in a zone. */
const startOf = (date: SQL, timeZone: string) => sql`((${date})::timestamp at time zone ${timeZone})`;

/** Raw views in [from, to); an empty range when `to` is not after `from`. */
const rawViews = (from: SQL, to: SQL) =>
  sql`(select count(*) from ${pageViews} where ${pageViews.createdAt} >= ${from} and ${pageViews.createdAt} < ${to})`;

/** Both drivers answer raw SQL with `{ rows }`. */
export async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as { rows: T[] };
  return result.rows;
}

/** Views per day of the admin's calendar, oldest first, zero-filled (the reports' too). */
export async function viewsPerDay(now: Date, timeZone: string, days: string[]) {
  // Per day: the whole quarters inside it, plus the raw views of its partial quarters at either
  // end (none when the zone's midnight falls on a quarter, except the one `now` is in).
  const rows = await rowsOf<{ day: string; views: string | number }>(sql`
    with dates as (
      -- An integer series, which the planner counts right: guessing 1,000 days would make the
      -- query look costly enough to JIT-compile, which takes longer than running it.
      select ${days[0]}::date + i as day from generate_series(0, ${days.length - 1}::int) as i
    ), bounds as (
      select day, ${startOf(sql`day`, timeZone)} as starts,
        least(${startOf(sql`day + 1`, timeZone)}, ${now}::timestamptz) as ends
      from dates
    ), edges as (
      select day, starts, ends,
        date_bin(${QUARTER}, starts - interval '1 microsecond', ${ORIGIN}) + ${QUARTER} as whole_from,
        date_bin(${QUARTER}, ends, ${ORIGIN}) as whole_to
      from bounds
    )
    select to_char(day, 'YYYY-MM-DD') as day,
      (select coalesce(sum(${pageViewQuarters.views}), 0) from ${pageViewQuarters}
        where ${pageViewQuarters.startsAt} >= whole_from and ${pageViewQuarters.startsAt} < whole_to)
      + ${rawViews(sql`starts`, sql`least(whole_from, ends)`)}
      + ${rawViews(sql`greatest(whole_from, whole_to)`, sql`ends`)} as views
    from edges
    order by day`);
  return rows.map((r) => ({ date: r.day, views: Number(r.views) }));
}

/** The most viewed paths since `since` (an SQL instant): whole UTC days, plus the raw edges. */
async function topPages(now: Date, since: SQL) {
  const rows = await rowsOf<{ path: string; views: string | number }>(sql`
    with w as (
      select ${since} as starts, ${now}::timestamptz as ends
    ), edges as (
      select starts, ends,
        (date_trunc('day', (starts - interval '1 microsecond') at time zone 'UTC') + interval '1 day')
          at time zone 'UTC' as whole_from,
        date_trunc('day', ends at time zone 'UTC') at time zone 'UTC' as whole_to
      from w
    ), counted as (
      select ${pageViewDays.path} as path, ${pageViewDays.views}::bigint as views
      from ${pageViewDays}, edges
      where ${pageViewDays.day} >= (whole_from at time zone 'UTC')::date
        and ${pageViewDays.day} < (whole_to at time zone 'UTC')::date
      union all
      select ${pageViews.path}, count(*) from ${pageViews}, edges
      where (${pageViews.createdAt} >= starts and ${pageViews.createdAt} < least(whole_from, ends))
        or (${pageViews.createdAt} >= greatest(whole_from, whole_to) and ${pageViews.createdAt} < ends)
      group by ${pageViews.path}
    )
    select path, sum(views) as views from counted
    group by path
    -- A path whose views were all deleted keeps a row of zero in the rollup.
    having sum(views) > 0
    order by sum(views) desc, path
    limit ${TOP_PAGES}`);
  return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
}

/** Views per day of the admin's calendar, and the most viewed paths, over the last 30 days. */
export async function pageViewFigures(now: Date, timeZone: string): Promise<OverviewJson["pageViews"]> {
  const days = dayRange(now, timeZone, VIEW_DAYS);
  const [series, top] = await Promise.all([
    viewsPerDay(now, timeZone, days),
    topPages(now, startOf(sql`${days[0]}::date`, timeZone)),
  ]);
  return { days: series, total: series.reduce((sum, d) => sum + d.views, 0), topPages: top };
}
