import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import type * as Y from 'yjs';
import { openWorldsApp, type WorldsApp } from '../routes/worlds/testing/worldsTesting';
import { openCollabPeer, type CollabPeer } from './testing/collabPeer';

// Co-typing end to end: a real server on 127.0.0.1, `ws` clients that sync Yjs documents through
// the rooms as a browser tab does, and the world's real roles deciding who may join.

let t: WorldsApp;
let socketUrl: string;
let roles: Awaited<ReturnType<WorldsApp['worldWithRoles']>>;
let writingId: string;
const peers: CollabPeer[] = [];

beforeAll(async () => {
  t = await openWorldsApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/notifications`;
  roles = await t.worldWithRoles();
  writingId = (await t.newWriting(roles.author.token, roles.world._id))._id;
});
afterAll(async () => {
  for (const peer of peers) peer.end();
  await t.close();
});

let scene = 0;
const newRoom = (): CollabRoomId => ({ element: 'writing', elementId: writingId, part: `scene${(scene += 1)}` });

const peer = async (token: string, room: CollabRoomId, name?: string, doc?: Y.Doc) => {
  const opened = await openCollabPeer(socketUrl, token, room, name, doc);
  peers.push(opened);
  return opened;
};

// In the room, synced with the server's document.
const joined = async (token: string, room: CollabRoomId, name?: string) => {
  const person = await peer(token, room, name);
  const answer = person.joined();
  person.join();
  expect(await answer).toMatchObject({ type: 'collabJoined', room });
  await person.synced();
  return person;
};

const namesSeenBy = (person: CollabPeer) =>
  [...person.awareness.getStates().entries()]
    .filter(([clientId]) => clientId !== person.doc.clientID)
    .map(([, state]) => (state as { user?: { name: string } }).user?.name);

describe('co-typing rooms', () => {
  it('asks the first member alone to seed, and relays each one’s typing to the other', async () => {
    const room = newRoom();
    const author = await peer(roles.author.token, room, 'Ann');
    const first = author.joined();
    author.join();
    expect(await first).toEqual({ type: 'collabJoined', room, seed: true });
    await author.synced();
    author.type(0, 'The tide came in.');

    const editor = await peer(roles.editor.token, room, 'Eddie');
    const second = editor.joined();
    editor.join();
    expect(await second).toEqual({ type: 'collabJoined', room, seed: false });
    await expect.poll(() => editor.text()).toBe('The tide came in.');

    editor.type(editor.text().length, ' Gulls cried.');
    author.type(0, 'At dawn, ');
    const both = 'At dawn, The tide came in. Gulls cried.';
    await expect.poll(() => author.text()).toBe(both);
    await expect.poll(() => editor.text()).toBe(both);
  });

  it('shows members each other’s names and cursors, and takes them away when one leaves', async () => {
    const room = newRoom();
    const author = await joined(roles.author.token, room, 'Ann');
    const coOwner = await joined(roles.coOwner.token, room, 'Cleo');
    await expect.poll(() => namesSeenBy(author)).toEqual(['Cleo']);
    await expect.poll(() => namesSeenBy(coOwner)).toEqual(['Ann']);
    coOwner.leave();
    await expect.poll(() => namesSeenBy(author)).toEqual([]);
  });

  it('gives a late joiner the whole document from the server, even after everyone left', async () => {
    const room = newRoom();
    const author = await joined(roles.author.token, room);
    author.type(0, 'Kept between visits.');
    // The update is taken before the leave: both go down the same connection in order.
    author.leave();
    const editor = await joined(roles.editor.token, room);
    await expect.poll(() => editor.text()).toBe('Kept between visits.');
    expect(editor.messages).toContainEqual({ type: 'collabJoined', room, seed: false });
  });

  it('merges what was typed while the connection was down when the tab joins again', async () => {
    const room = newRoom();
    const author = await joined(roles.author.token, room);
    const editor = await joined(roles.editor.token, room);
    author.type(0, 'Harbour.');
    await expect.poll(() => editor.text()).toBe('Harbour.');

    // The editor's connection drops; both go on typing.
    editor.socket.terminate();
    await editor.closed;
    editor.type(editor.text().length, ' Typed offline.');
    author.type(0, 'Online: ');
    await expect.poll(() => author.text()).toBe('Online: Harbour.');

    // The same document joins again on a new connection: each side gets the other's words.
    const back = await peer(roles.editor.token, room, 'Eddie', editor.doc);
    const answer = back.joined();
    back.join();
    await answer;
    await expect.poll(() => author.text()).toBe('Online: Harbour. Typed offline.');
    await expect.poll(() => back.text()).toBe('Online: Harbour. Typed offline.');
  });

  it('never lets a reader or a stranger into a room, nor sends them a keystroke', async () => {
    const room = newRoom();
    const author = await joined(roles.author.token, room);
    for (const token of [roles.member.token, roles.other.token]) {
      const outsider = await peer(token, room);
      const answer = outsider.joined();
      outsider.join();
      expect(await answer).toEqual({ type: 'collabClosed', room, reset: false });
      // What it says anyway is not taken.
      outsider.type(0, 'Vandal was here.');
      author.type(0, 'Secret draft. ');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(outsider.messages.map((message) => message.type)).toEqual(['ready', 'collabClosed']);
      expect(author.text()).not.toContain('Vandal');
    }
  });

  it('refuses an editor whose account is blocked: a blocked account changes nothing, typed words included', async () => {
    const typist = await t.person('blocked-editor');
    await t.join(roles.author, roles.world._id, typist);
    await t.ok(t.setRole(roles.author.token, roles.world._id, typist.id, 'editor'));
    await t.block(typist.id);
    const room = newRoom();
    const blocked = await peer(typist.token, room);
    const answer = blocked.joined();
    blocked.join();
    expect(await answer).toEqual({ type: 'collabClosed', room, reset: false });
  });

  it('refuses a member made a reader since (members in a room are asked again on a timer: collabSocket.spec.ts)', async () => {
    const world = await t.createWorld(roles.author.token);
    const writing = await t.newWriting(roles.author.token, world._id);
    const demoted = await t.person('demoted');
    await t.join(roles.author, world._id, demoted);
    await t.ok(t.setRole(roles.author.token, world._id, demoted.id, 'editor'));
    const room: CollabRoomId = { element: 'writing', elementId: writing._id, part: 'scene1' };
    const editor = await joined(demoted.token, room);
    editor.leave();
    await t.ok(t.setRole(roles.author.token, world._id, demoted.id, 'reader'));
    const answer = editor.joined();
    editor.join();
    expect(await answer).toEqual({ type: 'collabClosed', room, reset: false });
  });

  it('starts everyone over from the stored text when an editor resets the room', async () => {
    const room = newRoom();
    const author = await joined(roles.author.token, room);
    const editor = await joined(roles.editor.token, room);
    author.type(0, 'Before the restore.');
    await expect.poll(() => editor.text()).toBe('Before the restore.');
    editor.send({ type: 'collabReset', room });
    await expect.poll(() => author.messages).toContainEqual({ type: 'collabClosed', room, reset: true });
    await expect.poll(() => editor.messages).toContainEqual({ type: 'collabClosed', room, reset: true });
    const again = await joined(roles.author.token, room);
    expect(again.messages).toContainEqual({ type: 'collabJoined', room, seed: true });
    expect(again.text()).toBe('');
  });

  it('names everyone who typed in the room in the history of the save that carries their words', async () => {
    const writing = await t.ok<{ writing: { _id: string; scenes: { _id: string }[] } }>(
      t.call('GET', `creation/writing/${writingId}`, { token: roles.author.token }),
    );
    const sceneId = writing.writing.scenes[0]._id;
    const room: CollabRoomId = { element: 'writing', elementId: writingId, part: sceneId };
    const author = await joined(roles.author.token, room);
    const editor = await joined(roles.editor.token, room);
    author.type(0, 'Salt on the wind.');
    await expect.poll(() => editor.text()).toBe('Salt on the wind.');
    editor.type(editor.text().length, ' The bells rang.');
    await expect.poll(() => author.text()).toBe('Salt on the wind. The bells rang.');

    // The author saves the room's text, which carries the editor's words too.
    const content = [{ content: author.text(), style: '' }];
    await t.ok(t.call('PUT', 'writing/sceneText', { token: roles.author.token, payload: { writingID: writingId, sceneID: sceneId, content } }));
    const history = await t.ok<{ entries: { actor: { _id: string }; with?: { _id: string }[] }[] }>(
      t.call('GET', `history/writing/${writingId}?page=1`, { token: roles.author.token }),
    );
    expect(history.entries[0]).toMatchObject({ actor: { _id: roles.author.id }, with: [{ _id: roles.editor.id }] });

    // The next save names only who typed after it.
    author.type(0, 'Dawn. ');
    await expect.poll(() => editor.text()).toBe('Dawn. Salt on the wind. The bells rang.');
    const next = [{ content: editor.text(), style: '' }];
    await t.ok(t.call('PUT', 'writing/sceneText', { token: roles.editor.token, payload: { writingID: writingId, sceneID: sceneId, content: next } }));
    const after = await t.ok<{ entries: { actor: { _id: string }; with?: { _id: string }[] }[] }>(
      t.call('GET', `history/writing/${writingId}?page=1`, { token: roles.author.token }),
    );
    expect(after.entries[0]).toMatchObject({ actor: { _id: roles.editor.id }, with: [{ _id: roles.author.id }] });
  });

  it('names the co-typists of a wiki section in the history of its save', async () => {
    const { id: wikiId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token: roles.author.token, payload: { category: 'places', title: 'Brinehold', worldID: roles.world._id } }),
      201,
    );
    await t.ok(
      t.call('PUT', `creation/updateWiki/${wikiId}`, { token: roles.author.token, payload: { sections: [{ _id: 'harbour', title: 'The harbour' }] } }),
    );
    const room: CollabRoomId = { element: 'wiki', elementId: wikiId, part: 'harbour' };
    const author = await joined(roles.author.token, room);
    const coOwner = await joined(roles.coOwner.token, room);
    coOwner.type(0, 'Salt boats.');
    await expect.poll(() => author.text()).toBe('Salt boats.');
    await t.ok(t.call('PUT', 'wiki/sectionText', { token: roles.author.token, payload: { wikiID: wikiId, sectionID: 'harbour', content: author.text() } }));
    const history = await t.ok<{ entries: { actor: { _id: string }; with?: { _id: string }[] }[] }>(
      t.call('GET', `history/wiki/${wikiId}?page=1`, { token: roles.author.token }),
    );
    expect(history.entries[0]).toMatchObject({ actor: { _id: roles.author.id }, with: [{ _id: roles.coOwner.id }] });
  });

  it('closes the socket of a member who sends bytes that are no sync message', async () => {
    const room = newRoom();
    const editor = await joined(roles.editor.token, room);
    editor.send({ type: 'collabSync', room, data: Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff]).toString('base64') });
    expect(await editor.closed).toEqual({ code: 4400, reason: 'After auth, only watch, unwatch and co-typing messages are taken.' });
  });

  it('refuses rooms beyond five per tab', async () => {
    const person = await peer(roles.editor.token, newRoom());
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i += 1) {
      const room = newRoom();
      const answer = person.joined();
      person.send({ type: 'collabJoin', room });
      answers.push(await answer);
    }
    expect(answers.map((answer) => (answer as { type: string }).type)).toEqual([...Array(5).fill('collabJoined'), 'collabClosed']);
  });
});
