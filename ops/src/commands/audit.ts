import type { HistoryEntry } from '@lorewright/domain/billing/subscriptionHistory';
import type { PlanSummary } from '@lorewright/domain/billing/planSummary';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { isDomainError } from '@lorewright/domain/shared/errors';
import { allProjections } from '@lorewright/projections/allProjections';
import { LeaseLostError } from '@lorewright/projections/runner/leaseLost';
import { projectionStatus } from '@lorewright/projections/runner/projectionStatus';
import type { Stack } from '@lorewright/api/composition';
import { staffUserDetailOf } from '@lorewright/api/routes/staff/staffUserDetail';
import { formatTable } from '../table';
import { userIdOf } from './userIdOf';

const USAGE = 'audit <userEmailOrId>';
// How long to let a running server commit the checkpoints of the projections it holds.
const SERVER_CATCH_UP_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Brings the read models up to the log head where that is cheap: projections nobody runs are
// caught up here (a pending rebuild or a first build is left to the server or `ops rebuild`);
// those a running server holds get a moment to commit. Says how far behind any still are.
export const catchUp = async (stack: Stack): Promise<string> => {
  const { eventStore, readStore } = stack;
  const { projections } = await projectionStatus(eventStore, readStore, allProjections);
  for (const p of projections) {
    const current = p.activeBuild?.startsWith(`v${p.codeVersion}b`) ?? false;
    if (p.lag === 0 || p.leaseOwner || p.rebuilding || p.rebuildRequested || !current) continue;
    const worker = stack.runner.workers.find((w) => w.name === p.name)!;
    try {
      await worker.runToHead();
    } catch (error) {
      // The server started and took it over: it keeps it current now.
      if (!(error instanceof LeaseLostError)) throw error;
    }
  }
  const until = Date.now() + SERVER_CATCH_UP_MS;
  let status = await projectionStatus(eventStore, readStore, allProjections);
  while (status.projections.some((p) => p.lag > 0 && p.leaseOwner) && Date.now() < until) {
    await sleep(200);
    status = await projectionStatus(eventStore, readStore, allProjections);
  }
  const behind = status.projections.filter((p) => p.lag > 0);
  if (behind.length === 0) return `Read models are current (log head ${status.head}).`;
  const why = (p: (typeof behind)[number]) =>
    p.leaseOwner ? `run by ${p.leaseOwner}` : p.rebuilding || p.rebuildRequested ? 'rebuilding' : p.activeBuild ? 'needs a rebuild' : 'never built';
  return [
    `Read models behind the log (head ${status.head}); what follows may miss the newest events:`,
    ...behind.map((p) => `  ${p.name} at ${p.checkpoint}, ${p.lag} behind (${why(p)})`),
  ].join('\n');
};

const dateOf = (seconds: number | null) => (seconds === null ? '-' : new Date(seconds * 1000).toISOString());
const amountOf = (cents: number | null) => (cents === null ? '-' : (cents / 100).toFixed(2));
const orDash = (value: string | null | undefined) => value || '-';
const section = (title: string, body: string) => `${title}\n${'='.repeat(title.length)}\n${body}`;
const tableOrNone = (headers: string[], rows: (string | number)[][]) => (rows.length ? formatTable(headers, rows) : 'none');

const accountOf = ({ user }: StaffUserDetail) => {
  const permissions = Object.entries(user.permissions).map(([feature, until]) => `${feature} until ${until}`);
  const fields: [string, string | number][] = [
    ['id', user._id],
    ['name', user.name],
    ['e-mail', user.email],
    ['status', user.accountStatus],
    ['joined', user.dateJoined],
    ['roles', user.roles.join(', ') || 'none'],
    ['logins', user.numLogins],
    ['class', user.userClass],
    ['permissions', permissions.join(', ') || 'none'],
  ];
  const width = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n');
};

const planOf = (plan: PlanSummary) => {
  if (plan.status === null) return 'plan: none';
  const lines = [
    `plan: ${plan.status}, ${plan.elements.join(', ')} (${plan.items.join(', ')}), ${amountOf(plan.total)} a month, ${plan.has_paid ? 'paid' : 'unpaid'}`,
    `  period ${dateOf(plan.last_payment)} to ${dateOf(plan.next_payment)}`,
  ];
  if (plan.cancel_at !== null) lines.push(`  cancels at ${dateOf(plan.cancel_at)}`);
  if (plan.canceled_at !== null) lines.push(`  ended at ${dateOf(plan.canceled_at)}`);
  if (plan.unpaid_due_date !== null) lines.push(`  unpaid since ${dateOf(plan.unpaid_due_date)}`);
  if (plan.pending_downgrade) lines.push(`  downgrade to ${plan.pending_downgrade.items.join(', ')} at ${dateOf(plan.pending_downgrade.effective_at)}`);
  return lines.join('\n');
};

const billingRow = ({ id, type, info }: HistoryEntry) => [
  dateOf(info.created),
  type,
  id,
  amountOf(info.total),
  info.invoice_status ?? '-',
  info.lines.map((line) => line.name).join(', ') || '-',
  info.period_start === null ? '-' : `${dateOf(info.period_start)} to ${dateOf(info.period_end)}`,
];

// The person's page of the staff console as text: the same reads (staffUserDetailOf), so what
// an operator sees here is what support sees there.
const report = async (stack: Stack, detail: StaffUserDetail, freshness: string) => {
  const counts = await Promise.all(
    detail.streams.map(async (stream) => {
      const [last] = await stack.eventStore.readStream(stream, { direction: 'backwards', maxCount: 1 });
      return [stream, last ? last.revision + 1 : 0];
    }),
  );
  const { billing } = detail;
  return [
    freshness,
    section('Account', accountOf(detail)),
    section(
      `Login history (${detail.loginHistory.length})`,
      tableOrNone(
        ['date', 'IP', 'city', 'country'],
        detail.loginHistory.map(({ date, location }) => [date, location.ip, orDash(location.city), orDash(location.country_name)]),
      ),
    ),
    section(
      `Violations and appeals (${detail.violations.length})`,
      tableOrNone(
        ['date', 'reason', 'issued by', 'appealed on', 'appeal reason', 'rejected on', 'repealed on'],
        detail.violations.map((v) => [
          v.date,
          v.reason,
          v.issuedBy.name,
          orDash(v.appealedOn),
          orDash(v.appealReason),
          orDash(v.rejectedOn),
          orDash(v.repealedOn),
        ]),
      ),
    ),
    section(
      'Billing',
      `${planOf(billing.plan)}\n\n${tableOrNone(['date', 'type', 'id', 'amount', 'invoice', 'items', 'period'], billing.history.map(billingRow))}`,
    ),
    section(
      `Support tickets (${detail.tickets.length})`,
      tableOrNone(
        ['submitted', 'subject', 'type', 'status', 'assignee'],
        detail.tickets.map((t) => [t.submittedAt, t.subject, t.type, t.status, t.assignee?.name ?? '-']),
      ),
    ),
    section(
      `Content reports (${detail.reports.length})`,
      tableOrNone(
        ['reported', 'target', 'reporter', 'author', 'reason', 'status', 'hidden'],
        detail.reports.map((r) => [r.reportedAt, `${r.target} ${r.targetId}`, r.reporter.name, r.author.name, r.reason, r.status, r.hidden ? 'yes' : 'no']),
      ),
    ),
    section(
      `Worlds (${detail.worlds.length})`,
      tableOrNone(
        ['name', 'visibility', 'id'],
        detail.worlds.map((w) => [w.name, w.visibility, w._id]),
      ),
    ),
    section('Streams', tableOrNone(['stream', 'events'], counts)),
  ].join('\n\n');
};

// `ops audit <userEmailOrId>`: everything the staff console's person page shows, read from the
// projections after catching them up, for an operator without the console.
export const audit = async (stack: Stack, args: string[]): Promise<string> => {
  const [user = ''] = args;
  if (!user.trim() || args.length !== 1) throw new Error(`Usage: ${USAGE}`);
  const userId = await userIdOf(stack.stores, user.trim());
  const freshness = await catchUp(stack);
  const detail = await staffUserDetailOf(stack, userId).catch((error: unknown) => {
    if (isDomainError(error) && error.kind === 'notFound') throw new Error(`No account has the id ${userId}.`);
    throw error;
  });
  return report(stack, detail, freshness);
};
