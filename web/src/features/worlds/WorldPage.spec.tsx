import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { demoWorld } from './demoWorld';
import { makeElement, makeWorld, worldAnswer } from '../../testing/worldFixtures';
import { SECTION_HINTS, WORLD_INTRO_HINT, WORLD_OUTRO_HINT } from './worldPageHints';

const reader = makeUser({ _id: 'u2', name: 'Grace Hopper', tutorial: 8 });
const publicWorld = makeWorld({
  visibility: 'public',
  headerImage: 'header-1.png',
  maps: [makeElement('m1', 'The Known Lands')],
  wikis: [makeElement('k1', 'Isolde Varn', { category: 'characters' })],
  writings: [makeElement('f1', 'Drafts', { type: 'folder' }), makeElement('d1', 'Prologue', { type: 'doc', parentID: 'f1' })],
});

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('world page', () => {
  const api = mockApiPerTest();

  it('shows the header image, name, description and each section with links or its empty message', async () => {
    api().on('GET world/w1', worldAnswer(publicWorld));
    const { container } = renderRoute('/world/w1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aldervale' })).toBeInTheDocument();
    expect(screen.getByText(publicWorld.description)).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', '/media/headers/u1/header-1.png');

    const headings = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.replace(/\d+$/, ''));
    expect(headings).toEqual(['Maps', 'Wikis', 'Writings', 'Timelines', 'Languages']);
    expect(section('Maps').getByRole('link', { name: 'The Known Lands' })).toHaveAttribute('href', '/map/m1');
    expect(section('Wikis').getByRole('link', { name: /Isolde Varn/ })).toHaveAttribute('href', '/wiki/k1');
    // Writings list their documents, opening in the reading room; a folder is no page of its own.
    expect(
      section('Writings')
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/reading-room/d1']);
    expect(section('Timelines').getByText(m.noElements('timelines'))).toHaveTextContent('This world has no timelines.');
    expect(section('Languages').getByText('This world has no languages.')).toBeInTheDocument();
  });

  it('opens the graph of the relations between its wikis once it has two of them', async () => {
    api().on('GET world/w1', worldAnswer(publicWorld));
    const { unmount } = renderRoute('/world/w1');
    await screen.findByRole('heading', { level: 1, name: 'Aldervale' });
    expect(section('Wikis').queryByRole('button', { name: 'World graph' })).toBeNull();
    unmount();

    const twoWikis = makeWorld({ ...publicWorld, wikis: [...publicWorld.wikis, makeElement('k2', 'Bran Varn', { category: 'characters' })] });
    api().on('GET world/w1', worldAnswer(twoWikis));
    api().on('GET world/w1/relations', {
      status: 200,
      body: { wikis: [], relations: [] },
    });
    renderRoute('/world/w1');
    await screen.findByRole('link', { name: /Bran Varn/ });
    fireEvent.click(section('Wikis').getByRole('button', { name: 'World graph' }));
    expect(await screen.findByRole('dialog', { name: 'Relations of this world' })).toBeInTheDocument();
    expect(await screen.findByText('No relations to show.')).toBeInTheDocument();
  });

  it('opens the relations graph on the date the page shows, and moves both to another date', async () => {
    const twoWikis = makeWorld({ ...publicWorld, wikis: [...publicWorld.wikis, makeElement('k2', 'Bran Varn', { category: 'characters' })] });
    const graph = (titles: string[]) => ({
      status: 200,
      body: {
        wikis: titles.map((title, i) => ({ _id: `k${i + 1}`, title, category: 'characters' })),
        relations: titles.length > 1 ? [{ _id: 'r1', fromID: 'k1', toID: 'k2', type: 'parent', custom: '' }] : [],
      },
    });
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: null, calendar: GREGORIAN_CALENDAR } });
    api().on('GET world/w1?asOf=1130', { status: 200, body: { world: { ...twoWikis, asOf: { date: { year: 1130 }, facts: [] } } } });
    api().on('GET world/w1?asOf=1190', { status: 200, body: { world: { ...twoWikis, asOf: { date: { year: 1190 }, facts: [] } } } });
    api().on('GET world/w1/relations?asOf=1130', graph(['Isolde Varn', 'Bran Varn']));
    api().on('GET world/w1/relations?asOf=1190', graph(['Bran Varn']));
    const { router } = renderRoute('/world/w1?asOf=1130');
    await screen.findByRole('region', { name: 'The world in 1130 AD' });
    fireEvent.click(section('Wikis').getByRole('button', { name: 'World graph' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relations of this world' });
    expect(await within(dialog).findByText('Isolde Varn')).toBeInTheDocument();
    fireEvent.change(within(within(dialog).getByRole('group', { name: 'View as of' })).getByRole('textbox', { name: 'Year' }), { target: { value: '1190' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('No relations to show.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Isolde Varn')).toBeNull();
    expect(router.state.location.search).toBe('?asOf=1190');
  });

  it('falls back to the default mountain picture when the world has no header image', async () => {
    api().on('GET world/w1', worldAnswer(makeWorld({ visibility: 'public' })));
    const { container } = renderRoute('/world/w1');
    await screen.findByRole('heading', { level: 1, name: 'Aldervale' });
    expect(container.querySelector('header img')).toHaveAttribute('src', '/assets/default_header.svg');
  });

  it('shows the default picture when the header image cannot be loaded', async () => {
    api().on('GET world/w1', worldAnswer(publicWorld));
    const { container } = renderRoute('/world/w1');
    await screen.findByRole('heading', { level: 1, name: 'Aldervale' });
    const image = container.querySelector('header img')!;
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/assets/default_header.svg');
  });

  it('lets a signed-in reader follow and unfollow the world', async () => {
    let following: string[] = [];
    api().on('POST me', meAnswer(reader));
    api().on('GET world/w1', worldAnswer(publicWorld));
    api().on('POST user/toggleFollowWorld', () => {
      following = following.length ? [] : ['w1'];
      return { status: 200, body: { message: following.length ? m.followed : m.unfollowed, worlds: following } };
    });
    renderRoute('/world/w1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
    expect(api().callsTo('POST user/toggleFollowWorld')[0]?.body).toEqual({ worldID: 'w1' });
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows a world the user already follows with Unfollow', async () => {
    api().on('POST me', meAnswer({ ...reader, following: { worlds: ['w1'] } }));
    api().on('GET world/w1', worldAnswer(publicWorld));
    renderRoute('/world/w1', { token: 't' });
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
  });

  it('shows the server refusal of a follow as an error', async () => {
    api().on('POST me', meAnswer(reader));
    api().on('GET world/w1', worldAnswer(publicWorld));
    api().on('POST user/toggleFollowWorld', { status: 403, body: { error: m.isPrivate } });
    renderRoute('/world/w1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(m.isPrivate)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor who clicks Follow to /login', async () => {
    api().on('GET world/w1', worldAnswer(publicWorld));
    const { router } = renderRoute('/world/w1');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api().callsTo('POST user/toggleFollowWorld')).toHaveLength(0);
  });

  it('hides Follow from the author and tells them a private world looks like this to everyone else', async () => {
    api().on('POST me', meAnswer(makeUser({ tutorial: 8 })));
    api().on('GET world/w1', worldAnswer(makeWorld({ visibility: 'private' })));
    renderRoute('/world/w1', { token: 't' });
    expect(await screen.findByText(m.privatePreview)).toHaveTextContent('Your world is private, so it this is how it will appear to everyone else.');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });

  it('does not show the private notice for a public world or to a reader', async () => {
    api().on('POST me', meAnswer(makeUser({ tutorial: 8 })));
    api().on('GET world/w1', worldAnswer(publicWorld));
    renderRoute('/world/w1', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Aldervale' });
    expect(screen.queryByText(m.privatePreview)).not.toBeInTheDocument();
  });

  it.each([
    [403, m.isPrivate, 'Private World'],
    [404, m.notFound, 'World Not Found'],
  ])('shows the server refusal (%i) with its text', async (status, error, title) => {
    api().on('GET world/w9', { status, body: { error } });
    renderRoute('/world/w9');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByText(`Error Code ${status}`)).toBeInTheDocument();
  });

  it('shows the demo world from bundled data, without asking the server for it', async () => {
    renderRoute('/world/example');
    expect(await screen.findByRole('heading', { level: 1, name: demoWorld.name })).toBeInTheDocument();
    expect(screen.getByText('Demo World')).toBeInTheDocument();
    for (const kind of ['Maps', 'Wikis', 'Writings', 'Timelines', 'Languages']) {
      expect(section(kind).getAllByRole('link').length).toBeGreaterThan(0);
    }
    expect(section('Maps').getByRole('link', { name: demoWorld.maps[0].title })).toHaveAttribute('href', '/map/example');
    expect(section('Languages').getByRole('link', { name: 'Old Hollish' })).toHaveAttribute('href', '/language/example');
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(api().calls.filter((call) => call.path.startsWith('world/'))).toHaveLength(0);
  });

  it('walks a new user through the page: hint 1 first, OK advances to the Maps hint', async () => {
    api().on('POST me', meAnswer(makeUser({ tutorial: 0 })));
    api().on('POST user/stepTutorial', (body) => ({ status: 200, body: { tutorial: (body as { step: number }).step } }));
    renderRoute('/world/example', { token: 't' });
    const hint = await screen.findByRole('complementary', { name: 'Tutorial hint' });
    expect(hint).toHaveTextContent(WORLD_INTRO_HINT.text);
    fireEvent.click(within(hint).getByRole('button', { name: 'OK' }));
    expect(await section('Maps').findByText(SECTION_HINTS.maps.text)).toBeInTheDocument();
    expect(screen.queryByText(WORLD_INTRO_HINT.text)).not.toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('POST user/stepTutorial')[0]?.body).toEqual({ step: 1 }));
  });

  it.each([
    [3, SECTION_HINTS.writings.text, 'Writings'],
    [5, SECTION_HINTS.languages.text, 'Languages'],
  ])('shows only the hint after the step a user has reached (step %i)', async (step, text, where) => {
    api().on('POST me', meAnswer(makeUser({ tutorial: step })));
    renderRoute('/world/example', { token: 't' });
    expect(await section(where).findByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('complementary', { name: 'Tutorial hint' })).toHaveLength(1);
  });

  it('ends with hint 7 and hands over to the navigation at step 8', async () => {
    api().on('POST me', meAnswer(makeUser({ tutorial: 6 })));
    renderRoute('/world/example', { token: 't' });
    expect(await screen.findByText(WORLD_OUTRO_HINT.text)).toBeInTheDocument();
    expect(WORLD_OUTRO_HINT.step).toBe(7);
  });

  it('shows the world on a date of its calendar: only the wikis that exist then, and the dated values that hold', async () => {
    const asOfWorld = (year: number, ruler: string) => ({
      status: 200,
      body: {
        world: {
          ...publicWorld,
          asOf: {
            date: { year },
            facts: [
              { wikiID: 'k1', title: 'Isolde Varn', category: 'characters', fields: [{ field: 'Ruler', value: ruler, period: { from: { year: year - 5 } } }] },
            ],
          },
        },
      },
    });
    api().on('GET world/w1', worldAnswer(publicWorld));
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: null, calendar: GREGORIAN_CALENDAR } });
    api().on('GET world/w1?asOf=1175', asOfWorld(1175, 'Berengar'));
    api().on('GET world/w1?asOf=1210', asOfWorld(1210, 'Cyne'));
    const { router } = renderRoute('/world/w1?asOf=1175');
    const then = await screen.findByRole('region', { name: 'The world in 1175 AD' });
    expect(within(then).getByText('Ruler')).toBeInTheDocument();
    expect(within(then).getByText(/Berengar/)).toHaveTextContent('Berengar (from 1170 AD)');
    expect(within(then).getByRole('link', { name: 'Isolde Varn' })).toHaveAttribute('href', '/wiki/k1?asOf=1175');
    expect(section('Maps').getByRole('link', { name: 'The Known Lands' })).toHaveAttribute('href', '/map/m1?asOf=1175');
    // The world is read on that date only, never first as it is today.
    expect(api().calls.filter((call) => call.path === 'world/w1')).toHaveLength(0);

    const when = screen.getByRole('group', { name: 'View as of' });
    fireEvent.change(within(when).getByRole('textbox', { name: 'Year' }), { target: { value: '1210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('region', { name: 'The world in 1210 AD' })).toHaveTextContent('Cyne');
    expect(router.state.location.search).toBe('?asOf=1210');

    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Showing the world as it is now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^The world (in|on)/ })).toBeNull();
    expect(section('Maps').getByRole('link', { name: 'The Known Lands' })).toHaveAttribute('href', '/map/m1');
  });
});
