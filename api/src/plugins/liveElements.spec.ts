import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ElementWatchServerMessage } from '@lorewright/domain/notifications/elementWatch';
import { tabRequestId } from '@lorewright/domain/notifications/tabRequestIds';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { openMapsApp, keyed, sentPoint, type MapsApp } from '../routes/maps/testing/mapsTesting';
import { REQUEST_ID_HEADER } from './requestIds';

// Live maps end to end: a real server on 127.0.0.1, real `ws` clients watching a map, and changes
// made through the real routes. Bursts are coalesced by elementChangeBursts (its spec beside).

let t: MapsApp;
let socketUrl: string;
let roles: Awaited<ReturnType<MapsApp['worldWithRoles']>>;
let map: MapView;
beforeAll(async () => {
  t = await openMapsApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/notifications`;
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
  await t.ok(t.call('PUT', 'user/updateUser', { token: roles.author.token, payload: { name: 'Cora Cartographer' } }), 201);
  await t.ok(t.call('PUT', 'user/updateUser', { token: roles.editor.token, payload: { name: 'Bea Member' } }), 201);
  map = await t.newMap(roles.author.token, roles.world._id, { title: 'Secret Isles' });
});
afterAll(() => t.close());

type Message = ElementWatchServerMessage | { type: string };
interface Client {
  socket: WebSocket;
  messages: Message[];
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
}

// Connected, authenticated and told so.
const signedIn = async (token: string): Promise<Client> => {
  const socket = new WebSocket(socketUrl);
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString('utf8')) as Message));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  send({ type: 'auth', token });
  await expect.poll(() => messages).toEqual([{ type: 'ready' }]);
  return { socket, messages, closed, send };
};

const watch = (client: Client, elementId = map._id, element = 'map') => client.send({ type: 'watch', element, elementId });
const changesOf = (client: Client) => client.messages.filter((m) => m.type === 'elementChanged');
const presenceOf = (client: Client) => client.messages.filter((m) => m.type === 'presence');
const present = (...people: { id: string; name: string }[]) => ({
  type: 'presence',
  element: 'map',
  elementId: map._id,
  people: people.map(({ id, name }) => ({ _id: id, name })),
});

// A point saved by the author, as a tab sends it: with its own request id.
const savePoint = async (pointId: string, requestId?: string) => {
  t.clock.advance(1000);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/map/updatePoints/${map._id}`,
    headers: { authorization: `Bearer ${roles.author.token}`, ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
    payload: { mapID: map._id, points: keyed(sentPoint(pointId)) },
  });
  expect(res.statusCode, res.body).toBe(200);
};

// Long enough for a burst to be flushed and delivered, were anything to come.
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('live maps', () => {
  it('tells a member watching the map who changed it, within a second, without the tab', async () => {
    const member = await signedIn(roles.member.token);
    watch(member);
    await settle();

    const started = Date.now();
    await savePoint('a1', tabRequestId('0123456789ab', 'r1'));
    await expect.poll(() => changesOf(member), { timeout: 1000, interval: 20 }).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(changesOf(member)).toEqual([
      { type: 'elementChanged', element: 'map', elementId: map._id, by: { _id: roles.author.id, name: 'Cora Cartographer' } },
    ]);
    // What it refetches has the change already.
    expect(Object.keys((await t.getMap(roles.member.token, map._id)).points)).toContain('a1');
    member.socket.close();
  });

  it('names the tab of the change to the editor’s own sockets only', async () => {
    const authorTab = await signedIn(roles.author.token);
    watch(authorTab);
    await settle();
    await savePoint('a2', tabRequestId('0123456789ab', 'r2'));
    await expect
      .poll(() => changesOf(authorTab))
      .toEqual([expect.objectContaining({ by: { _id: roles.author.id, name: 'Cora Cartographer' }, tab: '0123456789ab' })]);
    authorTab.socket.close();
  });

  it('refuses a stranger’s watch of a private map, and tells them nothing of its changes', async () => {
    const stranger = await signedIn(roles.other.token);
    watch(stranger);
    await expect.poll(() => stranger.messages.at(-1)).toEqual({ type: 'watchRefused', element: 'map', elementId: map._id });
    watch(stranger, 'no-such-map');
    await expect.poll(() => stranger.messages.at(-1)).toEqual({ type: 'watchRefused', element: 'map', elementId: 'no-such-map' });
    await savePoint('c1');
    await settle();
    expect(changesOf(stranger)).toEqual([]);
    stranger.socket.close();
  });

  it('stops telling a watcher who lost sight of the map since the watch', async () => {
    await t.setVisibility(roles.author.token, roles.world._id, 'public');
    await t.setMapVisibility(roles.author.token, roles.world._id, map._id, 'public');
    const stranger = await signedIn(roles.other.token);
    watch(stranger);
    await settle();
    await savePoint('d1');
    await expect.poll(() => changesOf(stranger)).toHaveLength(1);

    await t.setMapVisibility(roles.author.token, roles.world._id, map._id, 'private');
    await savePoint('d2');
    await settle();
    expect(changesOf(stranger)).toHaveLength(1);
    expect(stranger.messages.filter((m) => m.type === 'watchRefused')).toEqual([]);
    stranger.socket.close();
  });

  it('tells nothing after an unwatch', async () => {
    const member = await signedIn(roles.member.token);
    watch(member);
    await settle();
    member.send({ type: 'unwatch', element: 'map', elementId: map._id });
    await settle();
    await savePoint('e1');
    await settle();
    expect(changesOf(member)).toEqual([]);
    member.socket.close();
  });

  it('closes a socket that sends a bad message after auth', async () => {
    for (const bad of ['hello', { type: 'watch', element: 'scene', elementId: 'x' }, { type: 'watch', element: 'map' }, { type: 'auth', token: 'again' }]) {
      const member = await signedIn(roles.member.token);
      member.send(bad);
      expect(await member.closed).toEqual({ code: 4400, reason: 'After auth, only watch, unwatch and co-typing messages are taken.' });
    }
  });
});

describe('presence of editors', () => {
  it('shows two editors watching one map to each other, once each, and never a reader', async () => {
    const cora = { id: roles.author.id, name: 'Cora Cartographer' };
    const bea = { id: roles.editor.id, name: 'Bea Member' };
    const reader = await signedIn(roles.member.token);
    watch(reader);
    const author = await signedIn(roles.author.token);
    watch(author);
    await expect.poll(() => presenceOf(author).at(-1)).toEqual(present(cora));

    const editor = await signedIn(roles.editor.token);
    watch(editor);
    await expect.poll(() => presenceOf(editor).at(-1)).toEqual(present(cora, bea));
    await expect.poll(() => presenceOf(author).at(-1)).toEqual(present(cora, bea));

    // A second tab of the same editor is still one person.
    const editorAgain = await signedIn(roles.editor.token);
    watch(editorAgain);
    await expect.poll(() => presenceOf(editorAgain).at(-1)).toEqual(present(cora, bea));
    editorAgain.socket.close();
    await settle();
    expect(presenceOf(author).at(-1)).toEqual(present(cora, bea));

    // The reader came first and stays: told nothing, named to nobody.
    expect(presenceOf(reader)).toEqual([]);

    // A closed socket is gone for the others.
    editor.socket.close();
    await expect.poll(() => presenceOf(author).at(-1)).toEqual(present(cora));
    expect(presenceOf(reader)).toEqual([]);
    author.socket.close();
    reader.socket.close();
  });
});

describe('live wikis and writings', () => {
  it('tells a member watching a wiki, and one watching a writing, who changed it', async () => {
    t.clock.advance(1000);
    const { id: wikiId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token: roles.author.token, payload: { category: 'characters', title: 'Isolde', worldID: roles.world._id } }),
      201,
    );
    const writing = await t.newWriting(roles.author.token, roles.world._id);
    // Their creation is told to no one: nobody watched yet.
    await settle();
    const member = await signedIn(roles.member.token);
    watch(member, wikiId, 'wiki');
    watch(member, writing._id, 'writing');
    await settle();

    t.clock.advance(1000);
    await t.ok(t.call('PUT', `creation/updateWiki/${wikiId}`, { token: roles.author.token, payload: { title: 'Isolde the Bold' } }));
    await expect
      .poll(() => changesOf(member))
      .toEqual([{ type: 'elementChanged', element: 'wiki', elementId: wikiId, by: { _id: roles.author.id, name: 'Cora Cartographer' } }]);
    // What it refetches has the change already.
    expect((await t.ok<{ wiki: { title: string } }>(t.call('GET', `creation/wiki/${wikiId}`, { token: roles.member.token }))).wiki.title).toBe(
      'Isolde the Bold',
    );

    t.clock.advance(1000);
    await t.ok(
      t.call('PUT', 'writing/rename', { token: roles.author.token, payload: { writingID: writing._id, worldID: roles.world._id, title: 'Chapter Two' } }),
    );
    await expect
      .poll(() => changesOf(member).at(-1))
      .toEqual({ type: 'elementChanged', element: 'writing', elementId: writing._id, by: { _id: roles.author.id, name: 'Cora Cartographer' } });
    member.socket.close();
  });
});
