import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { createElementPresence } from './elementPresence';
import { createElementWatches, watchKey } from './elementWatches';

// Who is told of whom, against stand-in sockets and a stand-in rule of who may edit.

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
}

const names: Record<string, string> = { u1: 'Cora', u2: 'Bea Member', u3: 'Rea Reader' };
const key = watchKey('map', 'm1');
const presence = (...ids: string[]) => ({ type: 'presence', element: 'map', elementId: 'm1', people: ids.map((_id) => ({ _id, name: names[_id] })) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const setUp = () => {
  const editors = new Set(['u1', 'u2']);
  let side: ReturnType<typeof createElementPresence> | null = null;
  const watches = createElementWatches((changed) => side?.changed(changed));
  const mayEdit = vi.fn(async (_element: string, _id: string, userId: string) => editors.has(userId));
  side = createElementPresence({ watches, mayEdit, nameOf: async (id) => names[id] ?? null, logger: { error: vi.fn() } as unknown as FastifyBaseLogger });
  const open = (userId: string) => {
    const socket = new FakeSocket();
    watches.add({ socket: socket as unknown as WebSocket, userId }, key);
    return socket;
  };
  const close = (socket: FakeSocket) => watches.forget(socket as unknown as WebSocket);
  return { editors, mayEdit, open, close };
};

describe('the presence of editors', () => {
  it('tells editors each change of who edits, never a reader, and nothing when only a reader came', async () => {
    const { open, close } = setUp();
    const cora = open('u1');
    await settle();
    const reader = open('u3');
    await settle();
    expect(cora.sent).toEqual([presence('u1')]);
    const bea = open('u2');
    const beaAgain = open('u2');
    await settle();
    expect(cora.sent.at(-1)).toEqual(presence('u1', 'u2'));
    expect(bea.sent).toEqual([presence('u1', 'u2')]);
    expect(beaAgain.sent).toEqual([presence('u1', 'u2')]);
    close(beaAgain);
    await settle();
    expect(cora.sent).toHaveLength(2);
    close(bea);
    await settle();
    expect(cora.sent.at(-1)).toEqual(presence('u1'));
    expect(reader.sent).toEqual([]);
  });

  it('asks again who may edit, and empties the list of someone who no longer may', async () => {
    const { editors, open } = setUp();
    const cora = open('u1');
    const bea = open('u2');
    await settle();
    expect(bea.sent.at(-1)).toEqual(presence('u1', 'u2'));
    editors.delete('u2');
    open('u3');
    await settle();
    expect(bea.sent.at(-1)).toEqual({ ...presence(), people: [] });
    expect(cora.sent.at(-1)).toEqual(presence('u1'));
  });
});
