import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMapListItem, mapsAnswer } from '../../testing/mapListFixtures';
import { timelinesAnswer } from '../../testing/timelineListFixtures';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeElement, makeWorld, worldAnswer } from '../../testing/worldFixtures';
import { makeWriting } from '../../testing/writingFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const world = makeWorld();
const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString();

// Set by the describe below: the current test's mock API.
let api: ReturnType<typeof mockApiPerTest>;

const openHub = async (user = author, shown = world) => {
  api().on('POST me', meAnswer(user));
  api().on(`POST world/${shown._id}`, worldAnswer(shown));
  const view = renderRoute('/creation', { token: 't' });
  await screen.findByRole('heading', { level: 1, name: shown.name });
  return view;
};
const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${name}`) }));
const panel = () => within(screen.getByRole('tabpanel'));

describe('creation hub', () => {
  api = mockApiPerTest();

  it('tells a signed-out visitor they are not logged in, with Go to Login', async () => {
    renderRoute('/creation');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not logged in.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('explains worlds to a user without one and offers Create World', async () => {
    api().on('POST me', meAnswer(makeUser()));
    renderRoute('/creation', { token: 't' });
    expect(await screen.findByText(/Worlds are the backbone of Lorewright/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create World' })).toHaveAttribute('href', '/create-world');
  });

  it('shows the current world: header, visibility, Preview, Manage Worlds, Members and the five tabs', async () => {
    const { container } = await openHub();
    expect(screen.getByText(world.description)).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', '/assets/default_header.svg');
    expect(screen.getByLabelText(/Visibility/)).toHaveValue('private');
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/world/w1');
    expect(screen.getByRole('link', { name: 'Manage Worlds' })).toHaveAttribute('href', '/manage-worlds');
    expect(screen.getAllByRole('tab').map((each) => each.textContent?.replace(/\d+$/, ''))).toEqual(['Writings', 'Wikis', 'Timelines', 'Maps', 'Languages']);
    expect(api().callsTo('POST world/w1')).toHaveLength(1);
  });

  it("shows the server's words when the current world cannot be loaded", async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST world/w1', { status: 404, body: { error: m.notFound } });
    renderRoute('/creation', { token: 't' });
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Worlds' })).toHaveAttribute('href', '/manage-worlds');
  });

  it('loads the current world at app start, on any page', async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST world/w1', worldAnswer(world));
    renderRoute('/pricing', { token: 't' });
    await waitFor(() => expect(api().callsTo('POST world/w1')).toHaveLength(1));
  });

  describe('visibility', () => {
    it.each([
      ['private', 'public', m.publicText],
      ['public', 'private', m.privateText],
    ] as const)('asks before making a %s world %s, then says it is done', async (from, to, text) => {
      await openHub(author, makeWorld({ visibility: from }));
      api().on('POST world/updateVisibility', { status: 200, body: { message: m.madeVisibility('Aldervale', to), world: makeWorld({ visibility: to }) } });
      fireEvent.change(screen.getByLabelText(/Visibility/), { target: { value: to } });
      const dialog = screen.getByRole('alertdialog', { name: `Make "Aldervale" ${to}?` });
      expect(dialog).toHaveTextContent(text);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText(`Made "Aldervale" ${to}.`)).toBeInTheDocument();
      expect(api().callsTo('POST world/updateVisibility')[0]?.body).toEqual({ worldID: 'w1', visibility: to });
      expect(screen.getByLabelText(/Visibility/)).toHaveValue(to);
    });

    it('changes nothing on No', async () => {
      await openHub();
      fireEvent.change(screen.getByLabelText(/Visibility/), { target: { value: 'public' } });
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'No' }));
      expect(api().callsTo('POST world/updateVisibility')).toHaveLength(0);
      expect(screen.getByLabelText(/Visibility/)).toHaveValue('private');
    });
  });

  describe('world calendar', () => {
    it('offers the Gregorian calendar and each timeline’s, saves the choice at once and says so', async () => {
      const timelines = [{ _id: 't1', title: 'The Ages', visibility: 'private' as const, lastUpdated: '2026-01-01T00:00:00.000Z' }];
      await openHub(author, makeWorld({ timelines, num_timelines: 1 }));
      const select = screen.getByLabelText('World calendar');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Gregorian', 'Calendar of The Ages']);
      expect(select).toHaveValue('');
      const message = `The world's dates now use the calendar of "The Ages".`;
      api().on('POST world/updateCalendar', { status: 200, body: { message, world: makeWorld({ timelines, num_timelines: 1, calendarTimelineID: 't1' }) } });
      fireEvent.change(select, { target: { value: 't1' } });
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(api().callsTo('POST world/updateCalendar')[0]?.body).toEqual({ worldID: 'w1', timelineID: 't1' });
      await waitFor(() => expect(screen.getByLabelText('World calendar')).toHaveValue('t1'));
    });
  });

  describe('name and description', () => {
    it('needs both to be non-blank', async () => {
      await openHub();
      fireEvent.click(screen.getByRole('button', { name: 'Edit Name and Description' }));
      fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Please enter a name and a description.')).toBeInTheDocument();
      expect(api().calls.filter((call) => call.path.startsWith('world/update'))).toHaveLength(0);
    });

    it('sends only what changed and shows the new name', async () => {
      await openHub();
      api().on('POST world/updateName', { status: 200, body: { message: m.updated, world: makeWorld({ name: 'Eldmoor' }) } });
      fireEvent.click(screen.getByRole('button', { name: 'Edit Name and Description' }));
      fireEvent.change(screen.getByLabelText('World Name'), { target: { value: 'Eldmoor' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Eldmoor' })).toBeInTheDocument();
      expect(screen.getByText('Updated successfully.')).toBeInTheDocument();
      expect(api().callsTo('POST world/updateName')[0]?.body).toEqual({ worldID: 'w1', name: 'Eldmoor' });
      expect(api().callsTo('POST world/updateDescription')).toHaveLength(0);
    });
  });

  it('uploads a new header image as multipart field `file`', async () => {
    await openHub();
    api().on('POST world/updateWorldImage/w1', { status: 201, body: { message: m.updated, world: makeWorld({ headerImage: 'new.png' }) } });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'peaks.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Header image file'), { target: { files: [file] } });
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => (url as string).endsWith('world/updateWorldImage/w1'))!;
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(document.querySelector('header img')).toHaveAttribute('src', '/media/headers/u1/new.png'));
  });

  it('shows a member the world read-only: no image, name or visibility editing', async () => {
    const member = makeUser({ _id: 'u2', currentWorldID: 'w1' });
    await openHub(member, makeWorld({ members: ['u2'] }));
    expect(screen.queryByRole('button', { name: 'Change Image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Name and Description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('opens the Members dropdown with avatars and Manage Members', async () => {
    await openHub(author, makeWorld({ members: ['u2'] }));
    api().on('POST world/members', {
      status: 200,
      body: {
        author: { _id: 'u1', name: 'Ada Lovelace', avatarImage: 'default_avatar.png' },
        members: [{ _id: 'u2', name: 'Grace Hopper', avatarImage: 'default_avatar.png' }],
        invitations: [],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Members/ }));
    const list = within(await screen.findByRole('list', { name: 'Members' }));
    expect(list.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/user/u1');
    expect(list.getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute('href', '/user/u2');
    expect(api().callsTo('POST world/members')[0]?.body).toEqual({ worldID: 'w1' });
    expect(screen.getByRole('link', { name: 'Manage Members' })).toHaveAttribute('href', '/manage-members');
  });

  describe('element tabs', () => {
    // The writings menu itself has its own spec (features/writings/WritingsMenu.spec.tsx).
    it("opens on the world's writings, with New File", async () => {
      api().on('POST creation/writings', { status: 200, body: { writings: [makeWriting({ _id: 'd1', title: 'Prologue' })] } });
      await openHub(author, makeWorld({ writings: [makeElement('d1', 'Prologue', { type: 'doc' })] }));
      expect(await panel().findByRole('link', { name: /Prologue/ })).toHaveAttribute('href', '/writing/d1');
      expect(panel().getByRole('button', { name: 'New File' })).toBeInTheDocument();
    });

    it('shows the empty writings folder and the four wiki categories', async () => {
      // The wikis menu itself has its own spec (features/wikis/WikisMenu.spec.tsx).
      api().on('POST creation/writings', { status: 200, body: { writings: [] } });
      api().on('GET creation/wikis?worldID=w1', { status: 200, body: { wikis: [] } });
      await openHub();
      expect(await panel().findByText('This folder is empty.')).toBeInTheDocument();
      tab('Wikis');
      for (const category of ['characters', 'places', 'magic', 'events']) {
        expect(await panel().findByText(`You have not created any ${category}.`)).toBeInTheDocument();
      }
      expect(panel().getByRole('link', { name: 'New Wiki in Places' })).toHaveAttribute('href', '/new-wiki?category=places');
    });

    it.each(['Timelines', 'Maps', 'Languages'])('offers the subscription on %s without the permission', async (name) => {
      await openHub(makeUser({ currentWorldID: 'w1', permissions: { maps: lastYear } }));
      tab(name);
      expect(panel().getByText(NOT_OWNED_MESSAGE)).toHaveTextContent('You do not own this product.');
      expect(panel().getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    });

    it('shows the paid menus with their permission', async () => {
      await openHub(
        makeUser({ currentWorldID: 'w1', permissions: { maps: nextYear, languages: nextYear, timelines: nextYear } }),
        makeWorld({ maps: [makeElement('m1', 'The Known Lands', { visibility: 'private' })] }),
      );
      api().on('GET map/maps?worldID=w1', mapsAnswer([makeMapListItem({ _id: 'm1', title: 'The Known Lands', visibility: 'private' })]));
      tab('Maps');
      expect(await panel().findByRole('link', { name: /The Known Lands/ })).toHaveAttribute('href', '/map/m1');
      expect(panel().getByText('Private')).toBeInTheDocument();
      api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [] } });
      tab('Languages');
      expect(await panel().findByText('You have not created any languages.')).toBeInTheDocument();
      expect(panel().getByRole('link', { name: 'New Language' })).toHaveAttribute('href', '/new-language');
      api().on('POST timeline/timelines', timelinesAnswer([]));
      tab('Timelines');
      expect(await panel().findByText('You have not created any timelines.')).toBeInTheDocument();
      expect(panel().getByRole('link', { name: 'New Timeline' })).toHaveAttribute('href', '/new-timeline');
    });

    it('needs the languages permission itself, not another one', async () => {
      await openHub(makeUser({ currentWorldID: 'w1', permissions: { maps: nextYear } }));
      api().on('GET map/maps?worldID=w1', mapsAnswer([]));
      tab('Maps');
      expect(await panel().findByText('You have not created any maps.')).toBeInTheDocument();
      tab('Languages');
      expect(panel().getByText(NOT_OWNED_MESSAGE)).toBeInTheDocument();
    });
  });
});
