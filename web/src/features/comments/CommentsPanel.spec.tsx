import type { CommentThreadView } from '@lorewright/domain/comments/commentView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import { makeWiki } from '../../testing/wikiFixtures';
import { makeScene, makeWriting } from '../../testing/writingFixtures';
import { COMMENT_TEXTS as T } from './commentTexts';
import { SceneComments } from './SceneComments';
import { WikiComments } from './WikiComments';

const at = '2026-11-30T09:00:00.000Z';
const by = (_id: string, name: string) => ({ _id, name });
const thread = (over: Partial<CommentThreadView> & Pick<CommentThreadView, '_id' | 'part'>): CommentThreadView => ({
  element: 'wiki',
  elementID: 'k1',
  paragraph: null,
  quote: '',
  resolved: false,
  comments: [{ _id: over._id, author: by('u2', 'Grace Hopper'), text: 'Which river?', at, editedAt: null }],
  ...over,
});
const wikiThreads = [
  thread({
    _id: 't1',
    part: 's1',
    comments: [
      { _id: 't1', author: by('u2', 'Grace Hopper'), text: 'Which river?', at, editedAt: null },
      { _id: 'r1', author: by('u1', 'Ada Lovelace'), text: 'The Hollow.', at, editedAt: at },
    ],
  }),
  thread({ _id: 't2', part: 's2', resolved: true, comments: [{ _id: 't2', author: by('u1', 'Ada Lovelace'), text: 'Lit by whom?', at, editedAt: null }] }),
];

describe('WikiComments', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'GET comments/wiki/k1': { status: 200, body: { threads: wikiThreads } },
    'POST comments': { status: 201, body: { id: 'c9', threadID: 't1', message: 'Comment added.' } },
    'PUT comments/r1': { status: 200, body: { message: 'Comment edited.' } },
    'POST comments/t1/resolve': { status: 200, body: { message: 'Thread resolved.' } },
    'POST comments/t2/resolve': { status: 200, body: { message: 'Thread reopened.' } },
  });
  const renderWiki = () => renderPage('/wiki/:id', <WikiComments wiki={makeWiki()} />, '/wiki/k1', 'token');

  it('lists open threads under their section; resolved ones only with Show resolved, said in words', async () => {
    renderWiki();
    const early = await screen.findByRole('region', { name: 'Early Life' });
    const thread1 = await within(early).findByRole('article', { name: T.threadBy('Grace Hopper') });
    expect(
      within(thread1)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p:last-of-type')?.textContent),
    ).toEqual(['Which river?', 'The Hollow.']);
    expect(within(thread1).getByText(T.edited)).toBeInTheDocument();
    const lantern = screen.getByRole('region', { name: 'The Lantern' });
    expect(within(lantern).getByText(T.noneOpen)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: T.showResolved(1) }));
    const resolved = within(lantern).getByRole('article', { name: T.threadBy('Ada Lovelace') });
    expect(within(resolved).getByText(T.resolved)).toBeInTheDocument();
    fireEvent.click(within(resolved).getByRole('button', { name: 'Reopen thread started by Ada Lovelace' }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST comments/t2/resolve')
          .map((call) => call.body),
      ).toEqual([{ resolved: false }]),
    );
  });

  it('replies to a thread and resolves it; its author alone edits a comment, the owner deletes any', async () => {
    renderWiki();
    const thread1 = await screen.findByRole('article', { name: T.threadBy('Grace Hopper') });
    expect(within(thread1).queryByRole('button', { name: 'Edit comment by Grace Hopper' })).toBeNull();
    expect(within(thread1).getByRole('button', { name: 'Delete comment by Grace Hopper' })).toBeInTheDocument();

    fireEvent.click(within(thread1).getByRole('button', { name: 'Reply to Grace Hopper' }));
    const reply = within(thread1).getByRole('textbox', { name: T.replyLabel });
    expect(reply).toHaveFocus();
    fireEvent.change(reply, { target: { value: '  Near the mill.  ' } });
    fireEvent.click(within(thread1).getByRole('button', { name: T.reply }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST comments')
          .map((call) => call.body),
      ).toEqual([{ element: 'wiki', elementID: 'k1', replyTo: 't1', text: 'Near the mill.' }]),
    );

    fireEvent.click(within(thread1).getByRole('button', { name: 'Edit comment by Ada Lovelace' }));
    const edit = within(thread1).getByRole('textbox', { name: T.editLabel });
    fireEvent.change(edit, { target: { value: 'The Hollow, upstream.' } });
    fireEvent.click(within(thread1).getByRole('button', { name: T.save }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('PUT comments/r1')
          .map((call) => call.body),
      ).toEqual([{ text: 'The Hollow, upstream.' }]),
    );

    fireEvent.click(within(thread1).getByRole('button', { name: 'Resolve thread started by Grace Hopper' }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST comments/t1/resolve')
          .map((call) => call.body),
      ).toEqual([{ resolved: true }]),
    );
  });

  it('adds a comment on a section from the keyboard; a blank one is refused in words; Escape gives the button back', async () => {
    renderWiki();
    const add = await screen.findByRole('button', { name: T.addOn('The Lantern') });
    fireEvent.click(add);
    const field = screen.getByRole('textbox', { name: `${T.comment} on The Lantern` });
    expect(field).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText('Please write a comment.')).toHaveAttribute('role', 'alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api().callsTo('POST comments')).toEqual([]);

    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('button', { name: T.addOn('The Lantern') })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: T.addOn('The Lantern') }));
    fireEvent.change(screen.getByRole('textbox', { name: `${T.comment} on The Lantern` }), { target: { value: 'Lit by whom?' } });
    fireEvent.submit(screen.getByRole('textbox', { name: `${T.comment} on The Lantern` }).closest('form')!);
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST comments')
          .map((call) => call.body),
      ).toEqual([{ element: 'wiki', elementID: 'k1', part: 's2', text: 'Lit by whom?' }]),
    );
  });
});

describe('SceneComments', () => {
  const scene = makeScene('s1', 'Arrival', {
    content: [
      { content: 'The river rose at dawn over the hills of Hollowmere.', style: '' },
      { content: '\n', style: '' },
      { content: '', style: '' },
      { content: '\n', style: '' },
      { content: 'Isolde lit the lantern.', style: '' },
    ],
  });
  const sceneThread = thread({ _id: 't1', element: 'writing', elementID: 'd1', part: 's1', paragraph: 1, quote: 'Isolde lit the lantern.' });
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'GET comments/writing/d1': { status: 200, body: { threads: [sceneThread, { ...sceneThread, _id: 't9', part: 's2' }] } },
    'POST comments': { status: 201, body: { id: 'c9', threadID: 'c9', message: 'Comment added.' } },
  });
  const renderScene = () => renderPage('/writing/:id', <SceneComments writing={makeWriting()} scene={scene} />, '/writing/d1', 'token');

  it("lists the open scene's threads with their paragraph and quote", async () => {
    renderScene();
    const panel = screen.getByRole('region', { name: T.sceneTitle });
    expect(await within(panel).findByText('Paragraph 2: “Isolde lit the lantern.”')).toBeInTheDocument();
    expect(within(panel).getAllByRole('article')).toHaveLength(1);
  });

  it('adds a comment on a paragraph chosen by its number and first words', async () => {
    renderScene();
    fireEvent.click(await screen.findByRole('button', { name: T.add }));
    const chooser = screen.getByRole('combobox', { name: T.paragraph });
    expect(chooser).toHaveFocus();
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1. The river rose at dawn over…', '2. Isolde lit the lantern.']);
    fireEvent.change(chooser, { target: { value: '1' } });
    fireEvent.change(screen.getByRole('textbox', { name: T.comment }), { target: { value: 'Which lantern?' } });
    fireEvent.click(screen.getByRole('button', { name: T.add }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST comments')
          .map((call) => call.body),
      ).toEqual([{ element: 'writing', elementID: 'd1', part: 's1', paragraph: 1, quote: 'Isolde lit the lantern.', text: 'Which lantern?' }]),
    );
  });
});
