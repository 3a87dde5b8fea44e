import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import type { EventStore } from '../eventStore/eventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { systemClock, uuidGenerator } from '../shared/clock';
import { createPostCommands } from './postCommands';
import type { PostLookups } from './postDeps';

const context = { actorId: null, correlationId: 'spec' };
const nowhere = async () => null;

// A store whose appends take a while, as a networked one's do: parallel commands on one stream
// would all decide on the same revision and mostly lose the race.
const slowStore = (): EventStore => {
  const store = createMemoryEventStore();
  return new Proxy(store, {
    get: (target, name: keyof EventStore) =>
      name === 'append' ? async (...args: Parameters<EventStore['append']>) => (await sleep(2), target.append(...args)) : target[name],
  });
};

const openCommands = (lookups: Partial<PostLookups> = {}) => {
  const eventStore = slowStore();
  const handle = createCommandHandler({ eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator });
  const all: PostLookups = {
    writingPlace: nowhere,
    wikiPlace: nowhere,
    mapPlace: nowhere,
    timelinePlace: nowhere,
    worldById: nowhere,
    postOfReply: nowhere,
    postOfReport: nowhere,
    threadPlace: nowhere,
    ...lookups,
  };
  return { eventStore, commands: createPostCommands({ handle, clock: systemClock, ids: uuidGenerator, lookups: all }) };
};

describe('the post commands', () => {
  it('twenty parallel reactions to one post all land, even on a slow store', async () => {
    const { eventStore, commands } = openCommands();
    const { postId } = await commands.publishFeedPost('ann', { content: 'Hi', feedback: 1, links: [] }, context);
    await Promise.all(Array.from({ length: 20 }, (_, i) => commands.react(`user${i}`, postId, '👍', context)));
    const events = await eventStore.readAll();
    expect(events.filter((event) => event.type === 'ReactionAdded')).toHaveLength(20);
  });

  it('links only the poster’s own elements', async () => {
    const { commands } = openCommands({
      writingPlace: async (id) => (id === 'w1' ? { worldID: 'world1' } : null),
      worldById: async () => ({ authorID: 'ann' }),
    });
    const links = [{ _id: 'w1', type: 'writing' as const }];
    await expect(commands.publishFeedPost('ann', { content: 'Mine', feedback: 1, links }, context)).resolves.toMatchObject({ postId: expect.any(String) });
    await expect(commands.publishFeedPost('bob', { content: 'Not mine', feedback: 1, links }, context)).rejects.toThrow(m.linkNotYours);
  });

  it('posts only in a live thread of the sub-forum named', async () => {
    const { commands } = openCommands({ threadPlace: async (id) => (id === 't1' ? { subforum: 'groups' } : null) });
    const body = { content: 'Hi', links: [] };
    await expect(commands.publishThreadPost('ann', 'discussions', 't1', body, context)).rejects.toThrow(m.threadNotFound);
    await expect(commands.publishThreadPost('ann', 'groups', 't2', body, context)).rejects.toThrow(m.threadNotFound);
    await expect(commands.publishThreadPost('ann', 'groups', 't1', body, context)).resolves.toMatchObject({ postId: expect.any(String) });
  });

  it('staff work a report on the post it is about, found through the read side', async () => {
    const reports = new Map<string, string>();
    const { eventStore, commands } = openCommands({ postOfReport: async (id) => reports.get(id) ?? null });
    const { postId } = await commands.publishFeedPost('ann', { content: 'Rude', feedback: 1, links: [] }, context);
    await commands.report('bob', { target: 'post', targetID: postId, reason: 'Rude' }, context);
    const reported = (await eventStore.readAll()).find((event) => event.type === 'ContentReported')!;
    const reportId = (reported.data as { reportId: string }).reportId;
    await expect(commands.hideContent('sam', reportId, 'Insults', context)).rejects.toThrow(r.reportNotFound);
    reports.set(reportId, postId);
    await commands.hideContent('sam', reportId, 'Insults', context);
    await commands.closeReport('sam', reportId, context);
    await expect(commands.assignReport('sam', reportId, 'sam', context)).rejects.toThrow(r.reportClosedAlready);
    await expect(commands.restoreContent('sam', 'not a plausible id', context)).rejects.toThrow(r.reportNotFound);
    const types = (await eventStore.readAll()).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['ContentHidden', 'ReportClosed']);
  });
});
