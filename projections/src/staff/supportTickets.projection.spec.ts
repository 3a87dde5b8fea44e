import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { SupportEvent } from '@lorewright/domain/community/support.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { timestampOf } from '../runner/projectionHarness';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { createSupportTicketQueries } from './supportTicketQueries';
import { supportTicketsProjection } from './supportTickets.projection';

// The projection on a memory log and an embedded store that reports every query no index
// covers: each list must be answered by an index, never sorted in JavaScript.
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const openTickets = () => {
  const uncovered: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-tickets-'));
  const readStore = openEmbeddedReadStore(path.join(dir, 'read.db'), { onUncoveredQuery: (query) => uncovered.push(`${query.collection}: ${query.reason}`) });
  const eventStore = createMemoryEventStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [supportTicketsProjection] });
  runners.push(runner);
  runner.start();
  const project = async (...events: SupportEvent[]) => {
    let position = 0;
    for (const event of events) {
      const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: event.data.at, schemaVersion: 1 };
      ({ position } = await eventStore.append(`support-${event.data.ticketId}`, [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
        expectedRevision: 'any',
      }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };
  return { project, uncovered, tickets: createSupportTicketQueries(new ProjectionViews(readStore, [supportTicketsProjection], 0)) };
};

const submitted = (ticketId: string, second: number, userId = 'ada'): SupportEvent => ({
  type: 'SupportTicketSubmitted',
  data: { ticketId, userId, type: 'problem', subject: `Ticket ${ticketId}`, content: 'It broke.', screenshots: [], at: timestampOf(second) },
});
const assigned = (ticketId: string, assigneeId: string | null, second: number): SupportEvent => ({
  type: 'TicketAssigned',
  data: { ticketId, assigneeId, staffId: 's1', at: timestampOf(second) },
});
const closed = (ticketId: string, second: number): SupportEvent => ({ type: 'TicketClosed', data: { ticketId, staffId: 's1', at: timestampOf(second) } });
const page = { skip: 0, limit: 20 };
const ids = (found: { tickets: { _id: string }[] }) => found.tickets.map((ticket) => ticket._id);

describe('the supportTickets projection', () => {
  it('lists open tickets by latest activity, closed ones apart, each with its total, all through indexes', async () => {
    const t = openTickets();
    await t.project(submitted('t1', 1), submitted('t2', 2), submitted('t3', 3), assigned('t1', 's2', 4), closed('t2', 5));
    const open = await t.tickets.queue('open', 's2', page);
    expect([ids(open), open.total]).toEqual([['t1', 't3'], 2]);
    const done = await t.tickets.queue('closed', 's2', page);
    expect([ids(done), done.total]).toEqual([['t2'], 1]);
    expect(ids(await t.tickets.queue('open', 's2', { skip: 1, limit: 1 }))).toEqual(['t3']);
    expect(t.uncovered).toEqual([]);
  });

  it("lists a staff member's open tickets only", async () => {
    const t = openTickets();
    await t.project(submitted('t1', 1), submitted('t2', 2), submitted('t3', 3), assigned('t1', 's2', 4), assigned('t2', 's2', 5), assigned('t3', 's3', 6));
    await t.project(closed('t2', 7), assigned('t1', null, 8), assigned('t1', 's2', 9));
    const mine = await t.tickets.queue('mine', 's2', page);
    expect([ids(mine), mine.total]).toEqual([['t1'], 1]);
    expect(ids(await t.tickets.queue('mine', 's3', page))).toEqual(['t3']);
    expect(t.uncovered).toEqual([]);
  });

  it("lists a person's tickets newest first", async () => {
    const t = openTickets();
    await t.project(submitted('t1', 1), submitted('t2', 2, 'bob'), submitted('t3', 3), assigned('t1', 's2', 4));
    expect((await t.tickets.ticketsOfUser('ada')).map((ticket) => ticket._id)).toEqual(['t3', 't1']);
    expect(t.uncovered).toEqual([]);
  });

  it('keeps answers and the history of assignments, closes and reopens, with ids, never names', async () => {
    const t = openTickets();
    await t.project(
      submitted('t1', 1),
      assigned('t1', 's2', 2),
      { type: 'TicketAnswered', data: { ticketId: 't1', answerId: 'a1', staffId: 's2', message: 'Try again.', at: timestampOf(3) } },
      closed('t1', 4),
      { type: 'TicketReopened', data: { ticketId: 't1', staffId: 's3', at: timestampOf(5) } },
    );
    const ticket = await t.tickets.ticketById('t1');
    expect(ticket).toMatchObject({ status: 'open', assigneeId: 's2', submittedAt: timestampOf(1), lastActivityAt: timestampOf(5) });
    expect(ticket?.answers).toEqual([{ answerId: 'a1', staffId: 's2', message: 'Try again.', at: timestampOf(3) }]);
    expect(ticket?.history.map((entry) => [entry.kind, entry.staffId])).toEqual([
      ['assigned', 's1'],
      ['closed', 's1'],
      ['reopened', 's3'],
    ]);
    expect(JSON.stringify(ticket)).not.toMatch(/name/i);
  });
});
