import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { exportDecider, type ExportState } from '@lorewright/domain/exports/export.decide';
import type { ExportEvent } from '@lorewright/domain/exports/export.events';
import { foldEvents } from '@lorewright/domain/shared/decider';
import type { Reactor } from '@lorewright/projections/runner/reactor';
import type { ExportSources } from './exportContent';
import { exportFileKey } from './exportFiles';
import { openLocalExportFiles } from './localExportFiles';
import { createExportsReactor } from './exports.reactor';

// The exports reactor against an in-memory job stream: it builds once, records the end, tells
// the owner, and a delivery of the same request again neither rebuilds nor undoes anything.

const requested = { exportId: 'x1', userId: 'ada', scope: 'user' as const, worldId: null, date: '2026-11-25T04:00:00.000Z' };
const delivery = { type: 'ExportRequested', data: requested, id: 'e1', position: 1, revision: 0, streamName: 'export-x1', metadata: { correlationId: 'c1' } };

const setUp = (sources: Partial<ExportSources> = {}) => {
  const events: ExportEvent[] = [{ type: 'ExportRequested', data: requested }];
  const decide = (command: Parameters<typeof exportDecider.decide>[0]) => {
    events.push(...exportDecider.decide(command, foldEvents(exportDecider, events)));
    return Promise.resolve({});
  };
  const exports = {
    stateOf: async (): Promise<ExportState> => foldEvents(exportDecider, events),
    progress: (_id: string, progress: number) => decide({ type: 'Progress', progress }),
    complete: (_id: string, size: number) => decide({ type: 'Complete', size, date: requested.date }),
    fail: (_id: string, reason: string) => decide({ type: 'Fail', reason, date: requested.date }),
  };
  const none = async () => [];
  const allSources: ExportSources = {
    worlds: { worldById: async () => null, worldsOfAuthor: none },
    writings: { writingById: async () => null, writingsOfWorld: none },
    wikis: { wikiById: async () => null, wikisOfWorld: none },
    maps: { mapById: async () => null, mapsOfWorld: none },
    timelines: { timelineById: async () => null, timelinesOfWorld: none },
    languages: { languageById: async () => null, languagesOfWorld: none },
    media: { listOf: none },
    files: { get: async () => null },
    ...sources,
  };
  const files = openLocalExportFiles(fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-exports-')));
  const send = vi.fn(async () => {});
  const reactor = createExportsReactor({ sources: allSources, files, exports: exports as never, send }) as Reactor<ExportEvent>;
  const deliver = () => (reactor.on.ExportRequested as (event: unknown) => Promise<void>)(delivery);
  return { events, files, send, deliver };
};

describe('the exports reactor', () => {
  it('builds the ZIP once, completes the job and tells its owner; a repeat delivery rebuilds nothing', async () => {
    const { events, files, send, deliver } = setUp();
    await deliver();
    expect(events.map((e) => e.type)).toEqual(['ExportRequested', 'ExportCompleted']);
    const stored = await files.open(exportFileKey('ada', 'x1'));
    expect(stored?.size).toBeGreaterThan(0);
    stored?.stream.destroy();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ userId: 'ada', notificationId: 'export-x1', link: '/dashboard?export=x1' }), expect.anything());

    await deliver();
    expect(events.map((e) => e.type)).toEqual(['ExportRequested', 'ExportCompleted']);
    // The notification is sent again under the same id (a no-op if the first one arrived).
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a failed build is recorded, leaves no file and sends nothing', async () => {
    const { events, files, send, deliver } = setUp({
      worlds: {
        worldById: async () => null,
        worldsOfAuthor: async () => {
          throw new Error('read store gone');
        },
      },
    });
    await deliver();
    expect(events.at(-1)).toEqual({ type: 'ExportFailed', data: { exportId: 'x1', reason: 'read store gone', date: requested.date } });
    expect(await files.open(exportFileKey('ada', 'x1'))).toBeNull();
    expect(send).not.toHaveBeenCalled();
    await deliver();
    expect(events.filter((e) => e.type === 'ExportFailed')).toHaveLength(1);
  });
});
