import { DEMO_LANGUAGE } from '@lorewright/domain/languages/demoLanguage';
import { languageListItemOf } from '@lorewright/domain/languages/languageView';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { youtubeEmbedHtml } from '@lorewright/domain/writings/youtube';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeElement, makeWorld, worldAnswer } from '../../testing/worldFixtures';
import { makeScene, makeWriting, writingAnswer } from '../../testing/writingFixtures';

const styled = makeScene('s1', 'Arrival', {
  backgroundImage: 'https://example.com/peaks.jpg',
  overlayColor: '#1f2a3a',
  overlayOpacity: 0.65,
  youtubeHTML: youtubeEmbedHtml('dQw4w9WgXcQ'),
  content: [
    { content: 'The Lantern Road', style: 'title' },
    { content: '\n', style: '' },
    { content: 'Aldervale, autumn', style: 'subtitle' },
    { content: '\n', style: '' },
    { content: 'The lantern was ', style: '' },
    { content: 'dark', style: 'bold', color: '#ff5444' },
    { content: '. Ask ', style: '' },
    { content: 'Isolde', style: '', link: { type: 'wiki', category: 'characters', id: 'k1' } },
    { content: ', read ', style: '' },
    { content: 'Chapter One', style: '', link: { type: 'writing', id: 'd2' } },
    { content: ' or ', style: '' },
    { content: 'the map', style: '', link: { url: 'https://example.com/map' } },
    { content: '.', style: '' },
  ],
});
// A world's own calendar: two months, no eras.
const AGES_CALENDAR = {
  name: 'Ages',
  months: [
    { name: 'Frostfall', numDays: 30 },
    { name: 'Thaw', numDays: 30 },
  ],
  days: [],
  weekdays: [],
  eras: [],
  hasYearZero: true,
  leapRules: [],
};
const published = makeWriting({ visibility: 'public', scenes: [styled, makeScene('s2', 'The Pass')] });
const SHOW_IN_RUNES = 'Show in runes';
// The text a rune view draws, read back from its runes' alt texts.
const runeAlts = (root: Element) => [...root.querySelectorAll('img')].map((image) => image.alt).join('');
const button = (name: string) => screen.getByRole('button', { name });

describe('reading room', () => {
  const api = mockApiPerTest();

  const openReadingRoom = async (user = null as ReturnType<typeof makeUser> | null) => {
    if (user) api().on('POST me', meAnswer(user));
    api().on('GET creation/writing/d1', writingAnswer(published));
    renderRoute('/reading-room/d1', { token: user ? 't' : null });
    await screen.findByRole('heading', { level: 1, name: 'Prologue' }, { timeout: 5000 });
  };

  it('shows a mention by its element’s current title, and as plain text when the reader may not see it', async () => {
    const mentions = makeScene('s1', 'Arrival', {
      content: [
        { content: 'They rode to ', style: '' },
        { content: 'Ashvale', style: '', link: { type: 'wiki', id: 'k1', mention: true } },
        { content: ' past ', style: '' },
        { content: 'the Hidden Keep', style: 'bold', link: { type: 'wiki', id: 'k2', mention: true } },
        { content: '.', style: '' },
      ],
    });
    api().on('GET creation/writing/d1', writingAnswer(makeWriting({ visibility: 'public', scenes: [mentions] })));
    api().on('GET link/wiki/k1', { status: 200, body: { title: 'Ashvale-by-the-Sea', type: 'wiki', id: 'k1' } });
    api().on('GET link/wiki/k2', { status: 404, body: { error: 'Element not found.' } });
    renderRoute('/reading-room/d1', { token: null });
    const scene = within(await screen.findByRole('article', { name: 'Arrival' }, { timeout: 5000 }));
    expect(await scene.findByRole('link', { name: 'Ashvale-by-the-Sea' })).toHaveAttribute('href', '/wiki/k1');
    expect(await scene.findByText('the Hidden Keep')).not.toHaveAttribute('href');
    expect(scene.queryByRole('link', { name: 'the Hidden Keep' })).not.toBeInTheDocument();
  });

  it('shows a logged-out reader the styled text over the scene background, without the editor', async () => {
    await openReadingRoom();
    const scene = within(screen.getByRole('article', { name: 'Arrival' }));
    expect(scene.getByRole('heading', { level: 2, name: 'The Lantern Road' })).toBeInTheDocument();
    expect(scene.getByRole('heading', { level: 3, name: 'Aldervale, autumn' })).toBeInTheDocument();
    const bold = scene.getByText('dark');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.parentElement).toHaveStyle({ color: '#ff5444' });
    expect(scene.getByRole('link', { name: 'Isolde' })).toHaveAttribute('href', '/wiki/k1');
    expect(scene.getByRole('link', { name: 'Chapter One' })).toHaveAttribute('href', '/reading-room/d2');
    const web = scene.getByRole('link', { name: 'the map' });
    expect(web).toHaveAttribute('href', 'https://example.com/map');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    expect(screen.getByTestId('scene-background')).toHaveAttribute('src', 'https://example.com/peaks.jpg');
    expect(screen.getByTestId('scene-overlay')).toHaveStyle({ backgroundColor: '#1f2a3a', opacity: '0.65' });
    expect(screen.getByTitle('Scene video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(screen.queryByRole('link', { name: 'Open in Writing Room' })).not.toBeInTheDocument();
  });

  it('walks the scenes with Previous Scene and Next Scene, disabled at the ends', async () => {
    await openReadingRoom();
    expect(button('Previous Scene')).toBeDisabled();
    fireEvent.click(button('Next Scene'));
    expect(screen.getByRole('article', { name: 'The Pass' })).toHaveTextContent('The Pass text');
    expect(button('Next Scene')).toBeDisabled();
    expect(button('Previous Scene')).toBeEnabled();
  });

  it('shows each dated scene’s date under its name, on the world’s calendar', async () => {
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: 't1', calendar: AGES_CALENDAR } });
    const dated = makeWriting({ scenes: [makeScene('s1', 'Coronation', { date: { year: 1245, month: 1, day: 3 } }), makeScene('s2', 'Exile')] });
    api().on('GET creation/writing/d1', writingAnswer(dated));
    renderRoute('/reading-room/d1', { token: null });
    const nav = within(await screen.findByRole('navigation', { name: 'Scenes' }, { timeout: 5000 }));
    expect(await nav.findByText('3 Frostfall 1245')).toBeInTheDocument();
    fireEvent.click(button('Next Scene'));
    expect(nav.getByText('Exile')).toBeInTheDocument();
    expect(nav.queryByText('3 Frostfall 1245')).not.toBeInTheDocument();
  });

  it('offers the author the writing room', async () => {
    await openReadingRoom(makeUser());
    expect(screen.getByRole('link', { name: 'Open in Writing Room' })).toHaveAttribute('href', '/writing/d1');
  });

  it('shows a reader the scene in a language’s runes, line by line, and the styled text again on Off', async () => {
    // The bundled demo language (a–z) stands in for one of the world's: it loads without a call.
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [languageListItemOf(DEMO_LANGUAGE)] } });
    await openReadingRoom();
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: DEMO_LANGUAGE._id } });
    const lines = (await screen.findByTestId('rune-text')).querySelectorAll('p');
    expect(lines).toHaveLength(3);
    expect(runeAlts(lines[0])).toBe('TheLanternRoad');
    fireEvent.change(screen.getByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: '' } });
    expect(screen.getByRole('heading', { level: 2, name: 'The Lantern Road' })).toBeInTheDocument();
  });

  it('never makes a link of an address that is not http(s)', async () => {
    api().on(
      'GET creation/writing/d1',
      writingAnswer(makeWriting({ scenes: [makeScene('s1', 'Odd', { content: [{ content: 'click me', style: '', link: { url: 'javascript:alert(1)' } }] })] })),
    );
    renderRoute('/reading-room/d1');
    expect(await screen.findByText('click me', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
  });

  it.each([
    [403, m.isPrivate, 'Private Writing'],
    [404, m.notFound, 'Writing Not Found'],
  ])('shows the refusal screen with the server’s text (%s)', async (status, error, title) => {
    api().on('GET creation/writing/d1', { status, body: { error } });
    renderRoute('/reading-room/d1');
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Worlds' })).toHaveAttribute('href', '/community/worlds');
  });

  it('shows the demo writing from bundled data, without a fetch', async () => {
    renderRoute('/reading-room/example');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prologue: The Lantern Road' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Isolde Varn' })).toHaveAttribute('href', '/wiki/example');
    expect(api().calls).toEqual([]);
  });

  it("links the world page's documents to the reading room, and the author's also to the writing room", async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on(
      'GET world/w1',
      worldAnswer(makeWorld({ writings: [makeElement('f1', 'Drafts', { type: 'folder' }), makeElement('d1', 'Prologue', { type: 'doc', parentID: 'f1' })] })),
    );
    renderRoute('/world/w1', { token: 't' });
    const section = within(await screen.findByRole('region', { name: /^Writings/ }, { timeout: 5000 }));
    expect(section.getByRole('link', { name: 'Prologue' })).toHaveAttribute('href', '/reading-room/d1');
    expect(section.getByRole('link', { name: 'Edit Prologue' })).toHaveAttribute('href', '/writing/d1');
  });
});
