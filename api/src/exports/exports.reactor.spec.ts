import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { exportDecider, type ExportState } from '@lorewright/domain/exports/export.decide';
import type { ExportEvent } from '@lorewright/domain/exports/export.events';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import { foldEvents } from '@lorewright/domain/shared/decider';
import { emptyWorldContents, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import type { Reactor } from '@lorewright/projections/runner/reactor';
import type { ExportSources } from './exportContent';
import { exportFileKey } from './exportFiles';
import { openLocalExportFiles } from './localExportFiles';
import { createExportsReactor } from './exports.reactor';

// The exports reactor against an in-memory job stream: it builds once, records the end, tells
// the owner, and a delivery of the same request again neither rebuilds nor undoes anything.

type Requested = Extract<ExportEvent, { type: 'ExportRequested' }>['data'];
const requested: Requested = { exportId: 'x1', userId: 'ada', scope: 'user', worldId: null, date: '2026-11-25T04:00:00.000Z' };
const compile: Requested = { ...requested, scope: 'writing', worldId: 'w1', writingId: 'd1', format: 'pdf' };

const makeWriting = (over: Partial<WritingView>): WritingView => ({
  _id: 'd1',
  worldID: 'w1',
  parentID: null,
  authorID: 'ada',
  type: 'doc',
  isFolder: false,
  title: 'The Ferry',
  visibility: 'private',
  createdOn: requested.date,
  lastUpdated: requested.date,
  revision: 1,
  scenes: [
    {
      _id: 's1',
      name: 'Arrival',
      content: [{ content: 'The river.', style: '' }],
      overlayColor: '#414145',
      overlayOpacity: 0.5,
      backgroundImage: '',
      youtubeHTML: '',
    },
  ],
  ...over,
});

// Ada's world w1; a job checks the requester against it when it runs.
const makeWorld = (over: Partial<WorldView> = {}): WorldView => ({
  _id: 'w1',
  name: 'Aldervale',
  description: '',
  headerImage: null,
  authorID: 'ada',
  author: { _id: 'ada', name: 'Ada', avatarImage: 'default_avatar.png' },
  visibility: 'private',
  createdOn: requested.date,
  lastUpdated: requested.date,
  ...emptyWorldContents(),
  ...over,
});
const worldsOf = (world: WorldView | null) => ({ worldById: async () => world, worldsOfAuthor: async () => [] });

const setUp = (sources: Partial<ExportSources> = {}, request: Requested = requested) => {
  const delivery = { type: 'ExportRequested', data: request, id: 'e1', position: 1, revision: 0, streamName: 'export-x1', metadata: { correlationId: 'c1' } };
  const events: ExportEvent[] = [{ type: 'ExportRequested', data: request }];
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
    relations: { ofWorld: none },
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

  it("compiles a writing's manuscript into the export files and tells its author the manuscript is ready", async () => {
    const writing = makeWriting({ _id: 'd1', authorID: 'ada' });
    const { events, files, send, deliver } = setUp(
      { worlds: worldsOf(makeWorld()), writings: { writingById: async () => writing, writingsOfWorld: async () => [] } },
      compile,
    );
    await deliver();
    expect(events.map((e) => e.type)).toContain('ExportCompleted');
    const stored = await files.open(exportFileKey('ada', 'x1'));
    const bytes = Buffer.concat(await stored!.stream.toArray());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ title: m.manuscriptReadyTitle }), expect.anything());
  });

  it("compiles for an editor of the writing's world, by the same rule as the request", async () => {
    const writing = makeWriting({ _id: 'd1', authorID: 'bea' });
    const world = makeWorld({ authorID: 'bea', members: ['ada'], roles: { ada: 'editor' } });
    const { events, deliver } = setUp({ worlds: worldsOf(world), writings: { writingById: async () => writing, writingsOfWorld: async () => [] } }, compile);
    await deliver();
    expect(events.map((e) => e.type)).toContain('ExportCompleted');
  });

  it('a writing deleted (or no longer editable by its requester) before the compile fails the job and leaves no file', async () => {
    const bea = makeWriting({ _id: 'd1', authorID: 'bea' });
    const cases: [WritingView | null, WorldView | null][] = [
      [null, makeWorld()],
      // Ada left the world, or became a reader, or lost edit on this writing.
      [bea, makeWorld({ authorID: 'bea' })],
      [bea, makeWorld({ authorID: 'bea', members: ['ada'] })],
      [bea, makeWorld({ authorID: 'bea', members: ['ada'], roles: { ada: 'editor' }, elementAccess: { 'writing:d1': { ada: 'read' } } })],
    ];
    for (const [writing, world] of cases) {
      const { events, files, send, deliver } = setUp(
        { worlds: worldsOf(world), writings: { writingById: async () => writing, writingsOfWorld: async () => [] } },
        compile,
      );
      await deliver();
      expect(events.at(-1)).toEqual({ type: 'ExportFailed', data: { exportId: 'x1', reason: m.writingGone, date: requested.date } });
      expect(await files.open(exportFileKey('ada', 'x1'))).toBeNull();
      expect(send).not.toHaveBeenCalled();
    }
  });
});
