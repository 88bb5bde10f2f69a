import autocannon from 'autocannon';
import postgres from 'postgres';
import type { StackConfig } from '../local/stack/config.ts';
import { readWorkspaceInsights } from '../supabase/functions/_shared/insights/read-workspace-insights.ts';
import type { BenchScale } from './scale.ts';

export interface RouteFigure {
  route: string;
  status: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** p50 with one connection: one caller's wait, without the queueing of the others. */
  singleP50Ms: number;
  /** The same rows read by the table owner with an explicit filter (no RLS, no HTTP). */
  sqlP50Ms: number;
}

/** The measured member and their shared workspace. */
export interface BenchCaller {
  id: string;
  accessToken: string;
  workspaceId: string;
}

interface MeasuredRoute {
  route: string;
  path: (caller: BenchCaller) => string;
  /**
   * What the route's query returns, written for the table owner: the owner bypasses row-level
   * security, so the filter RLS adds (the interviews of the member's workspaces) is spelled out.
   */
  ownerSql: (sql: postgres.Sql, caller: BenchCaller) => Promise<unknown>;
}

const memberInterviews = (sql: postgres.Sql, { id }: BenchCaller) => sql`
  i.workspace_id in (select m.workspace_id from public.workspace_members m where m.user_id = ${id})`;

const ROUTES: MeasuredRoute[] = [
  {
    route: 'GET /api/interviews',
    path: () => '/interviews',
    ownerSql: (sql, caller) => sql`
      select i.id, i.workspace_id, i.title, i.description, i.welcome_video_url, i.status, i.created_at,
             (select p.full_name from public.profiles p where p.id = i.recruiter_id) as created_by_name,
             (select count(*) from public.questions q where q.interview_id = i.id)::int as question_count
      from public.interviews i where ${memberInterviews(sql, caller)}
      order by i.created_at desc, i.id desc`,
  },
  {
    route: 'GET /api/invitations',
    path: () => '/invitations',
    ownerSql: (sql, caller) => sql`
      select inv.id, inv.first_name, inv.last_name, inv.email, inv.status, inv.created_at, i.title,
             count(*) over () as total
      from public.invitations inv join public.interviews i on i.id = inv.interview_id
      where ${memberInterviews(sql, caller)}
      order by inv.created_at desc, inv.id desc limit 50`,
  },
  {
    route: 'GET /api/reviews/completed',
    path: () => '/reviews/completed',
    ownerSql: (sql, caller) => sql`
      select inv.id, inv.first_name, inv.last_name, inv.email, inv.status, i.title, inv.completed_at,
             count(*) over () as total
      from public.invitations inv join public.interviews i on i.id = inv.interview_id
      where ${memberInterviews(sql, caller)} and inv.status in ('COMPLETED', 'REVIEWED')
      order by inv.completed_at desc, inv.id desc limit 20`,
  },
  {
    route: 'GET /api/dashboard/stats',
    path: () => '/dashboard/stats',
    ownerSql: (sql, caller) => sql`
      select (select count(*) from public.interviews i where ${memberInterviews(sql, caller)})::int,
             count(*) filter (where inv.status in ('PENDING', 'STARTED'))::int,
             count(*) filter (where inv.status = 'COMPLETED')::int
      from public.invitations inv join public.interviews i on i.id = inv.interview_id
      where ${memberInterviews(sql, caller)}`,
  },
  {
    route: 'GET /api/workspaces/{id}/insights',
    path: ({ workspaceId }) => `/workspaces/${workspaceId}/insights`,
    // The route's own statements, run by the table owner (no RLS) with the member's claims, which
    // the functions' check of the caller's role reads.
    ownerSql: (sql, { id, workspaceId }) =>
      sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: id, role: 'authenticated' })}, true)`;
        await readWorkspaceInsights(tx, workspaceId, null, null);
      }),
  },
];

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function timeOwnerSql(url: string, route: MeasuredRoute, caller: BenchCaller, runs: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await route.ownerSql(sql, caller);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await route.ownerSql(sql, caller);
      times.push(performance.now() - started);
    }
    return percentile(
      times.sort((a, b) => a - b),
      50,
    );
  } finally {
    await sql.end();
  }
}

/** Load on each route through the gateway as the recruiter, beside the owner's direct SQL. */
export async function measureRoutes(
  config: StackConfig,
  databaseUrl: string,
  scale: BenchScale,
  recruiter: BenchCaller,
): Promise<RouteFigure[]> {
  const figures: RouteFigure[] = [];
  for (const route of ROUTES) {
    const url = `${config.supabaseUrl}/functions/v1/api${route.path(recruiter)}`;
    const headers = { authorization: `Bearer ${recruiter.accessToken}`, apikey: config.publishableKey };
    const probe = await fetch(url, { headers });
    await probe.body?.cancel();
    const sqlP50Ms = await timeOwnerSql(databaseUrl, route, recruiter, scale.sqlRuns);
    if (!probe.ok) {
      figures.push({
        route: route.route,
        status: `HTTP ${probe.status}`,
        requestsPerSecond: 0,
        p50Ms: 0,
        p99Ms: 0,
        singleP50Ms: 0,
        sqlP50Ms,
      });
      continue;
    }
    await autocannon({ url, headers, connections: scale.connections, duration: scale.warmupSeconds });
    const result = await autocannon({
      url,
      headers,
      connections: scale.connections,
      duration: scale.loadSeconds,
    });
    const single = await autocannon({ url, headers, connections: 1, duration: scale.loadSeconds });
    const failed = result.non2xx + single.non2xx;
    figures.push({
      route: route.route,
      status: failed > 0 ? `${failed} non-2xx` : 'ok',
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      singleP50Ms: single.latency.p50,
      sqlP50Ms,
    });
  }
  return figures;
}
