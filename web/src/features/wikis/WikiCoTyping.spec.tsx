import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeCollabRooms } from '../../testing/fakeCollabRoom';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';
import { typingTogetherWait } from '../live/api';
import { SECTION_TEXT } from './useSectionRoom';

// A wiki's editor with the notification connection up types each section in its room: the room's
// text shows as it comes, who else is there is named under the section, and each person saves
// what they typed through PUT wiki/sectionText; titles and the rest still go through updateWiki,
// without section text.

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
// Section text is saved CONTENT_SAVE_DEBOUNCE_MS (1 s) after this person's last keystroke.
const SAVED = { timeout: 3000 };
const room = (part: string) => ({ element: 'wiki' as const, elementId: 'k1', part });

async function acceptedSocket() {
  await waitFor(() => expect(FakeWebSocket.latest()).toBeDefined());
  const ws = FakeWebSocket.latest()!;
  const rooms = fakeCollabRooms(ws, SECTION_TEXT);
  act(() => {
    ws.serverOpen();
    ws.serverSend({ type: 'ready' });
  });
  return rooms;
}

const textOf = (section: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Text of ${section}` });
const typed = (field: HTMLTextAreaElement, value: string, caret = value.length) => {
  field.focus();
  field.value = value;
  field.setSelectionRange(caret, caret);
  fireEvent.input(field);
};

describe('typing a wiki’s sections together', () => {
  const api = mockApiPerTest();
  // The page waits for the connection these specs open, however busy the machine.
  beforeEach(() => {
    typingTogetherWait.ms = 10_000;
  });

  const openWiki = async (fill?: (rooms: ReturnType<typeof fakeCollabRooms>) => void, wiki = makeWiki()) => {
    api().on('POST me', meAnswer(author));
    api().on('GET creation/wiki/k1', wikiAnswer(wiki));
    api().on('PUT wiki/sectionText', { status: 200, body: { message: m.updated } });
    api().on('PUT creation/updateWiki/k1', (body) => ({ status: 200, body: { message: m.updated, wiki: { ...makeWiki(), ...(body as object) } } }));
    renderRoute('/wiki/k1', { token: 't' });
    const rooms = await acceptedSocket();
    fill?.(rooms);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(textOf('section 1')).not.toHaveAttribute('readonly'));
    return rooms;
  };

  it('the first in an empty room fills it with the stored text', async () => {
    const rooms = await openWiki();
    expect(rooms.joined()).toEqual(['wiki/k1/s1', 'wiki/k1/s2']);
    expect(textOf('section 1')).toHaveValue('Born by the river.');
    await waitFor(() => expect(rooms.room(room('s2')).text()).toBe('She keeps it lit.'));
    expect(rooms.room(room('s1')).text()).toBe('Born by the river.');
  });

  it('what this person types goes to the room and is saved after their pause, through the section text call', async () => {
    const rooms = await openWiki();
    typed(textOf('section 1'), 'Born by the old river.', 12);
    await waitFor(() => expect(rooms.room(room('s1')).text()).toBe('Born by the old river.'));
    await waitFor(() => expect(api().callsTo('PUT wiki/sectionText')).toHaveLength(1), SAVED);
    expect(api().callsTo('PUT wiki/sectionText')[0].body).toEqual({ wikiID: 'k1', sectionID: 's1', content: 'Born by the old river.' });
    expect(api().callsTo('PUT creation/updateWiki/k1')).toEqual([]);
  });

  it('a section’s new title goes through updateWiki without the section’s text', async () => {
    await openWiki();
    typed(textOf('section 1'), 'Typed in the room.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title of section 1' }), { target: { value: 'Childhood' } });
    await waitFor(() => expect(api().callsTo('PUT creation/updateWiki/k1')).toHaveLength(1), SAVED);
    expect(api().callsTo('PUT creation/updateWiki/k1')[0].body).toEqual({ sections: [{ _id: 's1', title: 'Childhood', revision: 2 }] });
  });

  it('says Saved. only once the text typed in a section is saved too, not when the page’s other changes are', async () => {
    await openWiki();
    let release = () => {};
    api().on('PUT wiki/sectionText', () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { message: m.updated } }))));
    typed(textOf('section 1'), 'Typed in the room.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title of section 1' }), { target: { value: 'Childhood' } });
    await waitFor(() => expect(api().callsTo('PUT creation/updateWiki/k1')).toHaveLength(1), SAVED);
    // The title is saved; the text waits for its own pause.
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(api().callsTo('PUT wiki/sectionText')).toHaveLength(0);
    expect(screen.queryByText('Saved.')).toBeNull();
    await waitFor(() => expect(api().callsTo('PUT wiki/sectionText')).toHaveLength(1), SAVED);
    expect(screen.queryByText('Saved.')).toBeNull();
    act(() => release());
    expect(await screen.findByText('Saved.', {}, SAVED)).toBeInTheDocument();
  });

  it('shows another’s typing where it lands, keeps the caret in the text, names them, and saves nothing of theirs', async () => {
    const rooms = await openWiki((all) => {
      all.room(room('s1')).typeAs((doc) => doc.getText(SECTION_TEXT).insert(0, 'Born by the river.'));
    });
    const field = textOf('section 1');
    expect(field).toHaveValue('Born by the river.');
    field.focus();
    field.setSelectionRange(17, 17);
    act(() => rooms.room(room('s1')).arrive('Bea Editor', '#f2c36b'));
    const section = screen.getByRole('region', { name: 'section 1' });
    expect(within(section).getByText(/Also typing here:/)).toHaveTextContent('Also typing here: Bea Editor');
    expect(within(screen.getByRole('region', { name: 'section 2' })).queryByText(/Also typing here/)).not.toBeInTheDocument();

    rooms.room(room('s1')).typeAs((doc) => doc.getText(SECTION_TEXT).insert(0, 'Isolde was '));
    expect(field).toHaveValue('Isolde was Born by the river.');
    expect(field.value.slice(0, field.selectionStart)).toBe('Isolde was Born by the river');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api().callsTo('PUT wiki/sectionText')).toEqual([]);
  });

  it('a new section waits to be saved before it is typed in, and is sent once with its empty text', async () => {
    const rooms = await openWiki();
    fireEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(textOf('section 3')).toHaveAttribute('readonly');
    expect(within(screen.getByRole('region', { name: 'section 3' })).getByRole('status')).toHaveTextContent('can be typed in once it is saved');
    await waitFor(() => expect(api().callsTo('PUT creation/updateWiki/k1')).toHaveLength(1), SAVED);
    const sent = api().callsTo('PUT creation/updateWiki/k1')[0].body as { sections: object[] };
    expect(sent.sections).toEqual([
      { _id: 's1', title: 'Early Life', revision: 2 },
      { _id: 's2', title: 'The Lantern', revision: 5 },
      expect.objectContaining({ title: 'New Section', content: '' }),
    ]);
    await waitFor(() => expect(textOf('section 3')).not.toHaveAttribute('readonly'));
    expect(rooms.joined()).toHaveLength(3);
  });

  it('holds the rooms of four sections at a time: typing in another joins its room and lets the least recent go', async () => {
    const sections = ['s1', 's2', 's3', 's4', 's5'].map((id, at) => ({ _id: id, title: `Part ${at + 1}`, content: `Text ${at + 1}.`, revision: 1 }));
    const rooms = await openWiki(undefined, makeWiki({ sections }));
    expect(rooms.joined()).toEqual(['wiki/k1/s1', 'wiki/k1/s2', 'wiki/k1/s3', 'wiki/k1/s4']);
    expect(textOf('section 5')).toHaveAttribute('readonly');
    expect(textOf('section 5')).toHaveValue('Text 5.');
    textOf('section 5').focus();
    await waitFor(() => expect(textOf('section 5')).not.toHaveAttribute('readonly'));
    expect(rooms.left()).toEqual(['wiki/k1/s4']);
    expect(rooms.joined().at(-1)).toBe('wiki/k1/s5');
    // The section let go keeps its text, and takes its room back when typed in.
    expect(textOf('section 4')).toHaveAttribute('readonly');
    expect(textOf('section 4')).toHaveValue('Text 4.');
  });

  it('a room that lets the page go stops typing in that section, and says so', async () => {
    const rooms = await openWiki();
    rooms.close(room('s2'), false);
    await waitFor(() => expect(textOf('section 2')).toHaveAttribute('readonly'));
    expect(within(screen.getByRole('region', { name: 'section 2' })).getByRole('status')).toHaveTextContent('Typing together stopped for this section.');
    expect(textOf('section 1')).not.toHaveAttribute('readonly');
  });
});
