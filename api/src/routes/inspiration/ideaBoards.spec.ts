import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEA_BOARDS_PER_PERSON_MAX, type IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { openWikisApp } from '../wikis/testing/wikisTesting';

// Idea boards: a person's own collections of elements they may see and of notes, private to them.
let t: Awaited<ReturnType<typeof openWikisApp>>;
beforeAll(async () => {
  t = await openWikisApp();
});
afterAll(() => t.close());

type Board = { board: IdeaBoardView };

describe('idea boards', () => {
  it('the owner creates a board, saves a public element and a note, removes one, lists and deletes it', async () => {
    const ann = await t.person('board-ann');
    const bea = await t.person('board-bea');
    const world = await t.createWorld(bea.token, 'Bea Lands');
    await t.setVisibility(bea.token, world._id, 'public');
    const wiki = await t.newWiki(bea.token, world._id, { title: 'Queen Ysolde' });
    await t.setWikiVisibility(bea.token, world._id, wiki._id, 'public');

    const { board } = await t.ok<Board>(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: ' Villains ' } }), 201);
    expect(board).toMatchObject({ name: 'Villains', ownerID: ann.id, ideas: [] });

    const withElement = await t.ok<Board>(
      t.call('POST', `ideaBoards/${board._id}/ideas`, { token: ann.token, payload: { element: { kind: 'wiki', id: wiki._id } } }),
      201,
    );
    expect(withElement.board.ideas).toEqual([
      expect.objectContaining({ type: 'element', element: { kind: 'wiki', elementId: wiki._id, title: 'Queen Ysolde' } }),
    ]);
    const withNote = await t.ok<Board>(t.call('POST', `ideaBoards/${board._id}/ideas`, { token: ann.token, payload: { note: 'A queen who forgets.' } }), 201);
    expect(withNote.board.ideas.map((idea) => idea.type)).toEqual(['element', 'note']);

    const elementIdea = withNote.board.ideas[0].ideaId;
    const removed = await t.ok<Board>(t.call('DELETE', `ideaBoards/${board._id}/ideas/${elementIdea}`, { token: ann.token }));
    expect(removed.board.ideas.map((idea) => idea.type)).toEqual(['note']);

    expect((await t.ok<{ boards: IdeaBoardView[] }>(t.call('POST', 'ideaBoards', { token: ann.token, payload: {} }))).boards.map((b) => b._id)).toEqual([
      board._id,
    ]);
    expect((await t.ok<{ boards: IdeaBoardView[] }>(t.call('POST', 'ideaBoards', { token: bea.token, payload: {} }))).boards).toEqual([]);

    await t.ok(t.call('DELETE', `ideaBoards/${board._id}`, { token: ann.token }));
    expect((await t.ok<{ boards: IdeaBoardView[] }>(t.call('POST', 'ideaBoards', { token: ann.token, payload: {} }))).boards).toEqual([]);
  });

  it('the owner renames a board through the one text rule for names', async () => {
    const ann = await t.person('board-renamer');
    const { board } = await t.ok<Board>(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: 'Villains' } }), 201);
    const renamed = await t.ok<Board & { message: string }>(
      t.call('PUT', `ideaBoards/${board._id}/rename`, { token: ann.token, payload: { name: ' Rogues ' } }),
    );
    expect(renamed).toMatchObject({ message: 'Board renamed.', board: { _id: board._id, name: 'Rogues' } });
    expect((await t.ok<{ boards: IdeaBoardView[] }>(t.call('POST', 'ideaBoards', { token: ann.token, payload: {} }))).boards.map((b) => b.name)).toEqual([
      'Rogues',
    ]);
    const cases: [object, string][] = [
      [{ name: ' ' }, 'Please name the board.'],
      [{}, 'Please name the board.'],
      [{ name: 'x'.repeat(61) }, "A board's name may be at most 60 characters."],
    ];
    for (const [payload, error] of cases)
      await t.expectRefused(() => t.call('PUT', `ideaBoards/${board._id}/rename`, { token: ann.token, payload }), 400, error);
  });

  it(`a person keeps at most ${IDEA_BOARDS_PER_PERSON_MAX} boards; deleting one makes room`, async () => {
    const ann = await t.person('board-collector');
    const made: string[] = [];
    for (let i = 0; i < IDEA_BOARDS_PER_PERSON_MAX; i += 1)
      made.push((await t.ok<Board>(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: `Board ${i}` } }), 201)).board._id);
    await t.expectRefused(
      () => t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: 'One more' } }),
      403,
      `You may have at most ${IDEA_BOARDS_PER_PERSON_MAX} idea boards. Delete one first.`,
    );
    await t.ok(t.call('DELETE', `ideaBoards/${made[0]}`, { token: ann.token }));
    await t.ok(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: 'One more' } }), 201);
  });

  it('an element the owner may not see cannot be saved, and nothing is stored', async () => {
    const ann = await t.person('board-ann2');
    const bea = await t.person('board-bea2');
    const world = await t.createWorld(bea.token, 'Bea Secret');
    const wiki = await t.newWiki(bea.token, world._id, { title: 'Secret' });
    const { board } = await t.ok<Board>(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: 'Mine' } }), 201);
    await t.expectRefused(
      () => t.call('POST', `ideaBoards/${board._id}/ideas`, { token: ann.token, payload: { element: { kind: 'wiki', id: wiki._id } } }),
      404,
      'Element not found.',
    );
  });

  it('refuses odd bodies with a readable 400', async () => {
    const ann = await t.person('board-ann3');
    const { board } = await t.ok<Board>(t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: 'Mine' } }), 201);
    await t.expectRefused(() => t.call('POST', 'ideaBoards/new', { token: ann.token, payload: { name: ' ' } }), 400, 'Please name the board.');
    const cases: [object, string][] = [
      [{}, 'Please send either an element ({kind, id}) or a note.'],
      [{ note: 'x', element: { kind: 'wiki', id: 'k' } }, 'Please send either an element ({kind, id}) or a note.'],
      [{ note: ' ' }, 'Please write the note.'],
      [{ note: 'x'.repeat(1001) }, 'A note may be at most 1000 characters.'],
      [{ note: 'a\u0000b' }, 'Descriptions cannot contain control characters.'],
      [{ element: { kind: 'poem', id: 'k' } }, 'Please choose a kind: writing, wiki, timeline, map, language.'],
    ];
    for (const [payload, error] of cases)
      await t.expectRefused(() => t.call('POST', `ideaBoards/${board._id}/ideas`, { token: ann.token, payload }), 400, error);
  });
});
