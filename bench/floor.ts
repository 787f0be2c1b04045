// The floor of bench/throughput.ts: what a hand-written server does for the same answers, on
// node:http and pg — iron-session unseal, one session+user statement, the page's statements, JSON.
// The dashboard reads what the client's DashboardPageQuery asks for (client/features/dashboard/
// DashboardPage.tsx): the user, business with services, pending booking requests, today's schedule
// with customer, vehicle and location, the program day's tasks and completions, today's
// conversations, the streak and the published articles; each as one statement, joined where a
// hand-written query would join them.
import http from 'node:http';
import { parse as parseCookies } from 'cookie';
import { unsealData } from 'iron-session';
import type pg from 'pg';

const SESSION_USER = `SELECT u.id, u."firstName", u.phone, u."isAdmin", u."onboardingCompleted", u."paymentVerified", u."createdAt", u."currentProgramDay"
  FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = $1 AND s."revokedAt" IS NULL AND s."expiresAt" > now()`;
const CUSTOMERS = (page: number) => `SELECT id, "firstName", "lastName", email, phone, address, notes, status, "createdAt" FROM "Customer"
  WHERE "ownerId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT ${page + 1}`;
const BUSINESS = `SELECT b.id, b."businessName", b.subdomain, b.city,
  COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'price', s.price) ORDER BY s."displayOrder") FROM "Service" s WHERE s."businessId" = b.id), '[]') AS services
  FROM "Business" b WHERE b."ownerId" = $1`;
const PENDING = `SELECT count(*)::int AS n FROM "BookingRequest" WHERE "ownerId" = $1 AND status = 'pending'`;
const SCHEDULE = `SELECT r.id, r."serviceDate", r."totalAmount", r."serviceName", r.notes, COALESCE(br.address, c.address) AS location,
  c.id AS "customerId", c."firstName", c."lastName", c.phone, v.id AS "vehicleId", v.year, v.make, v.model
  FROM "ServiceRecord" r JOIN "Customer" c ON c.id = r."customerId" LEFT JOIN "Vehicle" v ON v.id = r."vehicleId"
  LEFT JOIN "BookingRequest" br ON br."appointmentId" = r.id
  WHERE c."ownerId" = $1 AND r.status = 'scheduled' AND r."serviceDate" >= $2 AND r."serviceDate" < $3 ORDER BY r."serviceDate", r.id LIMIT 51`;
const TASKS = 'SELECT id, "taskId", title, description, "timeRequired", checklist, scripts FROM "DailyTask" WHERE week = $1 AND day = $2 ORDER BY "displayOrder"';
const DONE = 'SELECT "taskId" FROM "TaskProgress" WHERE "userId" = $1 AND week = $2 AND day = $3';
const CONVERSATIONS = 'SELECT count FROM "ConversationDay" WHERE "userId" = $1 AND date = $2';
const STREAK = 'SELECT date FROM "ConversationDay" WHERE "userId" = $1 AND count >= 2 AND date <= $2 ORDER BY date DESC LIMIT 400';
const ARTICLES = `SELECT id, category, title, "readTime" FROM "Article" WHERE status = 'published' ORDER BY category, "createdAt"`;

export function floorServer(pool: pg.Pool, opts: { keys: Record<string, string>; cookieName: string; ttl: number; page: number; prepared?: boolean }) {
  // With `prepared`, each statement is prepared once per connection by name, as the product does on
  // PostgreSQL (server/db/client.ts statementNames); without it, as the floor: sent as text.
  const names = new Map<string, string>();
  const query = (text: string, values: unknown[] = []) => {
    let name = opts.prepared ? names.get(text) : undefined;
    if (opts.prepared && !name) {
      name = `floor${names.size}`;
      names.set(text, name);
    }
    return pool.query({ name, text, values });
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  return http.createServer(async (req, res) => {
    // The bench reads the server process's CPU time around each slice of load (bench/throughput.ts).
    if (req.url === '/__cpu') return send(res, 200, process.cpuUsage());
    try {
      const sealed = parseCookies(req.headers.cookie ?? '')[opts.cookieName];
      const { sessionId } = sealed ? await unsealData<{ sessionId?: string }>(sealed, { password: opts.keys, ttl: opts.ttl }) : { sessionId: undefined };
      const user = sessionId ? (await query(SESSION_USER, [sessionId])).rows[0] : undefined;
      if (!user) return send(res, 401, { error: 'Not authenticated' });
      const u = new URL(req.url ?? '/', 'http://floor');
      if (u.pathname === '/customers') {
        const { rows } = await query(CUSTOMERS(opts.page), [user.id]);
        const page = rows.slice(0, opts.page);
        return send(res, 200, {
          data: { viewer: { customers: { edges: page.map((node) => ({ node })), pageInfo: { hasNextPage: rows.length > opts.page, endCursor: page.at(-1)?.id ?? null } } } },
        });
      }
      const today = u.searchParams.get('today') ?? '';
      const day = user.currentProgramDay as number;
      const week = Math.floor((day - 1) / 7) + 1;
      const weekDay = ((day - 1) % 7) + 1;
      const [business, pending, schedule, tasks, done, conversations, streak, articles] = await Promise.all([
        query(BUSINESS, [user.id]),
        query(PENDING, [user.id]),
        query(SCHEDULE, [user.id, u.searchParams.get('from'), u.searchParams.get('to')]),
        query(TASKS, [week, weekDay]),
        query(DONE, [user.id, week, weekDay]),
        query(CONVERSATIONS, [user.id, today]),
        query(STREAK, [user.id, today]),
        query(ARTICLES),
      ]);
      const completed = new Set(done.rows.map((r) => r.taskId));
      const overdue = !user.paymentVerified && !user.isAdmin && Date.now() - user.createdAt.getTime() > 72 * 3_600_000;
      return send(res, 200, {
        data: {
          viewer: {
            firstName: user.firstName,
            phone: user.phone,
            isAdmin: user.isAdmin,
            onboardingCompleted: user.onboardingCompleted,
            paymentStatus: { overdue },
            pendingBookingRequestCount: pending.rows[0].n,
            schedule: { edges: schedule.rows.map((node) => ({ node, cursor: node.id })), pageInfo: { hasNextPage: schedule.rows.length > 50 } },
            business: business.rows[0] ?? null,
            programDay: { programDay: day, tasks: tasks.rows.map((t) => ({ ...t, completed: completed.has(t.taskId) })) },
            conversations: { count: conversations.rows[0]?.count ?? 0, goal: 2 },
            conversationStreak: streak.rows.length,
          },
          learningCategories: articles.rows,
        },
      });
    } catch {
      send(res, 401, { error: 'Not authenticated' });
    }
  });
}
