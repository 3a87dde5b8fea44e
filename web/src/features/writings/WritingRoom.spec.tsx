import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { DEMO_LANGUAGE } from '@lorewright/domain/languages/demoLanguage';
import { languageListItemOf } from '@lorewright/domain/languages/languageView';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { type SceneContent } from '@lorewright/domain/writings/sceneContent';
import { ZERO_WIDTH_SPACE } from '@lorewright/domain/writings/sceneText';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeElement, makeWorld, worldAnswer } from '../../testing/worldFixtures';
import { makeWriting, savedAnswer, text, writingAnswer } from '../../testing/writingFixtures';
import { CONFLICT_PAUSED, DEMO_NOTE } from './WritingRoom';

// The draft status hint (the alerts' live region, always present, is a status too).
const draftStatus = () => screen.getAllByRole('status').find((element) => element.hasAttribute('data-status'))!;

// The word processor is specified on its own (editor/); here a plain text box stands in for it.
vi.mock('./editor/SceneEditor', () => ({
  SceneEditor: ({ content, readOnly, onChange }: { content: SceneContent; readOnly: boolean; onChange: (content: SceneContent) => void }) => (
    <textarea
      aria-label="Scene text"
      readOnly={readOnly}
      value={content.map((node) => node.content).join('')}
      onChange={(event) => onChange([{ content: event.target.value, style: '' }])}
    />
  ),
}));

const SHOW_IN_RUNES = 'Show in runes';
// The text a rune view draws, read back from its runes' alt texts.
const runeAlts = (root: Element) => [...root.querySelectorAll('img')].map((image) => image.alt).join('');

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const reader = makeUser({ _id: 'u2', name: 'Grace Hopper' });
const writing = makeWriting();
const SAVE = 'PUT creation/updateWriting';

const sceneText = () => screen.getByRole('textbox', { name: 'Scene text' });
const button = (name: string) => screen.getByRole('button', { name });
const position = () => within(screen.getByRole('navigation', { name: 'Scenes' })).getByText(/\d+ \/ \d+/).textContent;
const overlay = () => screen.getByTestId('scene-overlay');
const background = () => screen.getByTestId('scene-background');

describe('writing room', () => {
  const api = mockApiPerTest();

  const openRoom = async ({ user = author, shown = writing }: { user?: ReturnType<typeof makeUser> | null; shown?: typeof writing } = {}) => {
    if (user) api().on('POST me', meAnswer(user));
    api().on('GET creation/writing/d1', writingAnswer(shown));
    api().on(SAVE, savedAnswer(shown, 4));
    api().on('GET comments/writing/d1', { status: 200, body: { threads: [] } });
    const view = renderRoute('/writing/d1', { token: user ? 't' : null });
    await screen.findByRole('heading', { level: 1, name: shown.title }, { timeout: 5000 });
    return view;
  };
  const savedScenes = () => (api().callsTo(SAVE).at(-1)?.body as { scenes: SceneView[] }).scenes;

  it('lets the author write, with the draft status, and walks the scenes with the ends disabled', async () => {
    await openRoom();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/creation');
    expect(draftStatus()).toHaveTextContent('No changes made.');
    expect(sceneText()).toHaveValue('Arrival text');
    expect(sceneText()).not.toHaveAttribute('readonly');
    expect(button('Previous Scene')).toBeDisabled();
    expect(position()).toBe('1 / 3');

    fireEvent.click(button('Next Scene'));
    expect(sceneText()).toHaveValue('The Pass text');
    expect(button('Previous Scene')).toBeEnabled();
    fireEvent.click(button('Next Scene'));
    expect(position()).toBe('3 / 3');
    expect(button('Next Scene')).toBeDisabled();
    fireEvent.click(button('Previous Scene'));
    expect(screen.getByText('The Pass', { selector: 'span' })).toBeInTheDocument();

    fireEvent.change(sceneText(), { target: { value: 'The Pass, in snow' } });
    expect(draftStatus()).toHaveTextContent('Unsaved changes.');
    await waitFor(() => expect(draftStatus()).toHaveTextContent('Saved.'), { timeout: 3000 });
    expect(api().callsTo(SAVE)[0].body).toMatchObject({ writingID: 'd1', revision: 3 });
    expect(savedScenes()[1].content).toEqual(text('The Pass, in snow'));
  });

  it('gives a reader the text read-only, with scene navigation and none of the tools', async () => {
    await openRoom({ user: reader });
    expect(sceneText()).toHaveAttribute('readonly');
    for (const name of ['Preview', 'Scenes', 'Customize']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByText('No changes made.')).not.toBeInTheDocument();
    fireEvent.click(button('Next Scene'));
    expect(sceneText()).toHaveValue('The Pass text');
  });

  it('reads the same for a signed-out visitor', async () => {
    await openRoom({ user: null });
    expect(sceneText()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('shows the author the reader’s view in Preview, without the panels', async () => {
    await openRoom();
    fireEvent.click(button('Scenes'));
    expect(screen.getByRole('heading', { name: 'Scenes' })).toBeInTheDocument();
    fireEvent.click(button('Preview'));
    expect(button('Preview')).toHaveAttribute('aria-pressed', 'true');
    expect(sceneText()).toHaveAttribute('readonly');
    expect(screen.queryByRole('heading', { name: 'Scenes' })).not.toBeInTheDocument();
    expect(button('Scenes')).toBeDisabled();
    expect(button('Customize')).toBeDisabled();
    fireEvent.click(button('Preview'));
    expect(sceneText()).not.toHaveAttribute('readonly');
    expect(screen.getByRole('heading', { name: 'Scenes' })).toBeInTheDocument();
  });

  it('adds a scene with a required name, and renames and removes scenes', async () => {
    await openRoom();
    fireEvent.click(button('Scenes'));
    const panel = within(screen.getByRole('complementary', { name: 'Scenes' }));
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1Arrival✎×', '2The Pass✎×', '3Snowfall✎×']);
    fireEvent.click(panel.getByRole('button', { name: /^3\s*Snowfall$/ }));
    expect(position()).toBe('3 / 3');

    fireEvent.click(panel.getByRole('button', { name: 'Add Scene' }));
    let dialog = within(screen.getByRole('dialog', { name: 'New Scene' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Add Scene' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter the requested information.');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Scene name' }), { target: { value: ' Dawn ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Scene' }));
    expect(position()).toBe('4 / 4');
    // A new scene starts as a new document does: one empty entry (product.md §3).
    expect(sceneText()).toHaveValue(ZERO_WIDTH_SPACE);
    await waitFor(() => expect(api().callsTo(SAVE)).toHaveLength(1));
    expect(savedScenes().map((scene) => scene.name)).toEqual(['Arrival', 'The Pass', 'Snowfall', 'Dawn']);
    expect(savedScenes()[3]).toMatchObject({ overlayColor: '#414145', overlayOpacity: 0.5, youtubeHTML: '' });

    fireEvent.click(panel.getByRole('button', { name: 'Rename The Pass' }));
    dialog = within(screen.getByRole('dialog', { name: 'Rename Scene' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Scene name' }), { target: { value: 'The High Pass' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    expect(panel.getByRole('button', { name: /^2\s*The High Pass$/ })).toBeInTheDocument();

    fireEvent.click(panel.getByRole('button', { name: 'Remove Dawn' }));
    dialog = within(screen.getByRole('alertdialog', { name: 'Delete "Dawn"?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(position()).toBe('3 / 3');
    await waitFor(() => expect(savedScenes().map((scene) => scene.name)).toEqual(['Arrival', 'The High Pass', 'Snowfall']));
  });

  it('keeps the last scene: a writing has at least one', async () => {
    await openRoom({ shown: makeWriting({ scenes: [writing.scenes[0]] }) });
    fireEvent.click(button('Scenes'));
    expect(button('Remove Arrival')).toBeDisabled();
    expect(button('Previous Scene')).toBeDisabled();
    expect(button('Next Scene')).toBeDisabled();
  });

  describe('scene customisation', () => {
    const customize = async () => {
      await openRoom();
      fireEvent.click(button('Customize'));
      return within(screen.getByRole('complementary', { name: 'Customize Scene' }));
    };

    it('takes a background only from http(s) or the media host, ignoring anything else silently', async () => {
      const panel = await customize();
      expect(background()).toHaveAttribute('src', '/assets/default_header.svg');
      const field = panel.getByRole('textbox', { name: 'Background image' });
      fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
      fireEvent.click(panel.getAllByRole('button', { name: 'Set' })[0]);
      expect(background()).toHaveAttribute('src', '/assets/default_header.svg');
      // Nothing is said: the alerts' live region stays empty.
      expect(screen.getByRole('alert').textContent).toBe('');

      fireEvent.change(field, { target: { value: 'https://example.com/peaks.jpg' } });
      fireEvent.click(panel.getAllByRole('button', { name: 'Set' })[0]);
      expect(background()).toHaveAttribute('src', 'https://example.com/peaks.jpg');
      await waitFor(() => expect(savedScenes()[0].backgroundImage).toBe('https://example.com/peaks.jpg'));
      expect(api().callsTo(SAVE)).toHaveLength(1);
    });

    it("picks a background from the user's media", async () => {
      const item: MediaItemView = {
        _id: 'x1',
        ownerID: 'u1',
        folder: 'uploads',
        type: 'image/png',
        name: 'peaks.png',
        status: 'inactive',
        usedBy: [],
        uploadedOn: '2025-04-01T10:00:00.000Z',
        metadataAfter: { size: 2048 },
      };
      api().on('POST user/media', { status: 200, body: { media: [item], totalSize: 2048 } });
      const panel = await customize();
      fireEvent.click(panel.getByRole('button', { name: 'My Media' }));
      fireEvent.click(await panel.findByRole('button', { name: 'Image image, 2.0 KB' }));
      expect(background()).toHaveAttribute('src', '/media/uploads/u1/peaks.png');
      expect(panel.getByRole('textbox', { name: 'Background image' })).toHaveValue('/media/uploads/u1/peaks.png');
    });

    it('sets the overlay colour and the opacity (slider 0–100, stored 0–1)', async () => {
      const panel = await customize();
      expect(overlay()).toHaveStyle({ backgroundColor: '#414145', opacity: '0.5' });
      const slider = panel.getByRole('slider', { name: /Overlay opacity/ });
      expect(slider).toHaveValue('50');
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', '100');
      expect(slider).toHaveAttribute('step', '1');
      fireEvent.change(slider, { target: { value: '20' } });
      fireEvent.change(panel.getByLabelText('Overlay colour'), { target: { value: '#1f2a3a' } });
      expect(overlay()).toHaveStyle({ backgroundColor: '#1f2a3a', opacity: '0.2' });
      await waitFor(() => expect(savedScenes()[0]).toMatchObject({ overlayColor: '#1f2a3a', overlayOpacity: 0.2 }));
    });

    it('checks the video link, embeds a valid one at 100% with autoplay, and clears it when blank', async () => {
      const panel = await customize();
      const field = panel.getByRole('textbox', { name: 'Video link' });
      const setVideo = (value: string) => {
        fireEvent.change(field, { target: { value } });
        fireEvent.click(panel.getAllByRole('button', { name: 'Set' })[1]);
      };
      setVideo('https://vimeo.com/12345');
      expect(await screen.findByText('Link is not from youtube.')).toBeInTheDocument();
      setVideo('https://youtu.be/short');
      expect(await screen.findByText('Invalid link.')).toBeInTheDocument();
      expect(screen.queryByTitle('Scene video')).not.toBeInTheDocument();

      setVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      const video = screen.getByTitle('Scene video');
      expect(video).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
      expect(video).toHaveAttribute('width', '100%');
      expect(video).toHaveAttribute('height', '100%');
      expect(video).toHaveAttribute('allow', expect.stringContaining('autoplay'));
      await waitFor(() => expect(savedScenes()[0].youtubeHTML).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ'));

      setVideo('  ');
      expect(screen.queryByTitle('Scene video')).not.toBeInTheDocument();
      await waitFor(() => expect(savedScenes()[0].youtubeHTML).toBe(''));
    });
  });

  describe('scene dates', () => {
    // A world's own calendar: two months of 30 days, no eras.
    const ages = {
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

    it('dates a scene on the world’s calendar, shows the date in the scene list and under its name, and clears it', async () => {
      api().on('GET world/w1/calendar', { status: 200, body: { timelineID: 't1', calendar: ages } });
      await openRoom();
      fireEvent.click(button('Customize'));
      const date = within(screen.getByRole('group', { name: 'Date' }));
      // The months are the world's calendar's, by name.
      expect(await date.findByRole('option', { name: 'Frostfall' })).toBeInTheDocument();
      fireEvent.change(date.getByRole('textbox', { name: 'Year' }), { target: { value: '1245' } });
      fireEvent.change(date.getByRole('combobox', { name: 'Month' }), { target: { value: '1' } });
      fireEvent.change(date.getByRole('textbox', { name: 'Day' }), { target: { value: '3' } });
      fireEvent.click(screen.getAllByRole('button', { name: 'Set' }).at(-1)!);
      await waitFor(() => expect(savedScenes()[0].date).toEqual({ year: 1245, month: 1, day: 3 }));
      // Undated scenes go undated (null), never left out: a date left out would stay as stored.
      expect(savedScenes()[1].date).toBeNull();

      fireEvent.click(button('Scenes'));
      const list = within(screen.getByRole('complementary', { name: 'Scenes' }));
      expect(list.getByRole('button', { name: /^1\s*Arrival\s*3 Frostfall 1245$/ })).toHaveAttribute('aria-current', 'true');
      expect(within(screen.getByRole('navigation', { name: 'Scenes' })).getByText('3 Frostfall 1245')).toBeInTheDocument();

      fireEvent.click(button('Clear'));
      await waitFor(() => expect(savedScenes()[0].date).toBeNull());
      expect(list.queryByText('3 Frostfall 1245')).not.toBeInTheDocument();
      expect(date.getByRole('textbox', { name: 'Year' })).toHaveValue('');
    });

    it('says why a date is refused, a day the calendar lacks or a half-typed one, and saves nothing', async () => {
      api().on('GET world/w1/calendar', { status: 200, body: { timelineID: 't1', calendar: ages } });
      await openRoom();
      fireEvent.click(button('Customize'));
      const date = within(screen.getByRole('group', { name: 'Date' }));
      await date.findByRole('option', { name: 'Thaw' });
      fireEvent.change(date.getByRole('textbox', { name: 'Year' }), { target: { value: '1245' } });
      fireEvent.change(date.getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
      fireEvent.change(date.getByRole('textbox', { name: 'Day' }), { target: { value: '31' } });
      // Enter in a field sets the date, as the Set button does.
      fireEvent.submit(date.getByRole('textbox', { name: 'Day' }).closest('form')!);
      expect(await screen.findByText('This month has no such day.')).toHaveAttribute('role', 'alert');
      fireEvent.change(date.getByRole('textbox', { name: 'Year' }), { target: { value: 'soon' } });
      expect(screen.queryByText('This month has no such day.')).not.toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('button', { name: 'Set' }).at(-1)!);
      expect(await screen.findByText(worldDateMessages.yearInvalid)).toHaveAttribute('role', 'alert');
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(api().callsTo(SAVE)).toHaveLength(0);
    });
  });

  it('stops on a conflict with the server’s words, keeps the text, and reloads on request', async () => {
    await openRoom();
    api().on(SAVE, { status: 409, body: { error: m.conflict } });
    fireEvent.change(sceneText(), { target: { value: 'Mine' } });
    expect(await screen.findByText(m.conflict, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(CONFLICT_PAUSED)).toBeInTheDocument();
    expect(sceneText()).toHaveValue('Mine');
    expect(draftStatus()).toHaveTextContent('Unsaved changes.');

    api().on('GET creation/writing/d1', writingAnswer(makeWriting({ revision: 8, scenes: [{ ...writing.scenes[0], content: text('Theirs') }] })));
    fireEvent.click(button('Reload'));
    await waitFor(() => expect(sceneText()).toHaveValue('Theirs'));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.queryByText(CONFLICT_PAUSED)).not.toBeInTheDocument();
    expect(draftStatus()).toHaveTextContent('No changes made.');
  });

  it('shows the demo writing from bundled data with the tools, saving nothing', async () => {
    api().on('POST me', meAnswer(author));
    renderRoute('/writing/example', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prologue: The Lantern Road' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(DEMO_NOTE)).toBeInTheDocument();
    expect(position()).toBe('1 / 3');
    fireEvent.change(sceneText(), { target: { value: 'Trying it out' } });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api().calls.filter((call) => call.path.startsWith('creation/'))).toEqual([]);
  });

  it('shows the scene in a language’s runes, read-only, from scene to scene, and gives the editor back on Off', async () => {
    // The bundled demo language (a–z) stands in for one of the world's: it loads without a call.
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [languageListItemOf(DEMO_LANGUAGE)] } });
    await openRoom();
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: DEMO_LANGUAGE._id } });
    expect(runeAlts(await screen.findByTestId('rune-text'))).toBe('Arrivaltext');
    expect(screen.queryByRole('textbox', { name: 'Scene text' })).not.toBeInTheDocument();
    fireEvent.click(button('Next Scene'));
    expect(runeAlts(screen.getByTestId('rune-text'))).toBe('ThePasstext');

    fireEvent.change(screen.getByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: '' } });
    expect(sceneText()).toHaveValue('The Pass text');
    expect(sceneText()).not.toHaveAttribute('readonly');
  });

  it('offers the demo world’s language in the demo writing', async () => {
    renderRoute('/writing/example', { token: null });
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }, { timeout: 5000 }), { target: { value: 'example' } });
    expect((await screen.findByTestId('rune-text')).querySelectorAll('img').length).toBeGreaterThan(10);
  });

  it.each([
    [403, m.isPrivate, 'Private Writing'],
    [404, m.notFound, 'Writing Not Found'],
  ])('shows the server’s refusal (%s)', async (status, error, title) => {
    api().on('GET creation/writing/d1', { status, body: { error } });
    renderRoute('/writing/d1');
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
  });

  describe('/writing-room', () => {
    it("opens the current world's first document", async () => {
      api().on('POST me', meAnswer(author));
      api().on(
        'POST world/w1',
        worldAnswer(
          makeWorld({
            writings: [
              makeElement('d2', 'Zebra', { type: 'doc' }),
              makeElement('f1', 'Book', { type: 'folder' }),
              makeElement('d1', 'Prologue', { type: 'doc', parentID: 'f1' }),
            ],
          }),
        ),
      );
      api().on('GET creation/writing/d1', writingAnswer(writing));
      const { router } = renderRoute('/writing-room', { token: 't' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Prologue' }, { timeout: 5000 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/writing/d1');
    });

    it('explains the room and links to Creation when there is nothing to open', async () => {
      api().on('POST me', meAnswer(author));
      api().on('POST world/w1', worldAnswer(makeWorld()));
      renderRoute('/writing-room', { token: 't' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to write in yet' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Creation' })).toHaveAttribute('href', '/creation');
    });
  });
});
