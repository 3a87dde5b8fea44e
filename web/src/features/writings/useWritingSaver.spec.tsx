import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import { CONTENT_SAVE_DEBOUNCE_MS, DRAFT_POLL_MS, DRAFT_WAIT_MS, type SceneView } from '@lorewright/domain/writings/writingView';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/App';
import { createQueryClient } from '../../lib/queryClient';
import { makeStore } from '../../lib/state/store';
import type { MockAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeWriting, savedAnswer, text, writingAnswer } from '../../testing/writingFixtures';
import { draftStatusText } from '../../lib/useDraftStatus';
import { fetchWriting, writingKeys } from './api';
import { useWritingSaver } from './useWritingSaver';

const SAVE = 'PUT creation/updateWriting';
const writing = makeWriting();
const saved = (revision: number) => savedAnswer(writing, revision);

// A save answer the test releases by hand, to type while a save travels.
function heldAnswer() {
  let release: (answer: MockAnswer) => void = () => {};
  const answer = new Promise<MockAnswer>((resolve) => (release = resolve));
  return { handler: () => answer, release };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useWritingSaver', () => {
  const api = mockApiPerTest();
  let store: ReturnType<typeof makeStore>;

  beforeEach(() => {
    vi.useFakeTimers();
    store = makeStore();
  });
  afterEach(() => vi.useRealTimers());

  let queryClient: ReturnType<typeof createQueryClient>;
  const renderSaver = (autosave = true) => {
    queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders store={store} queryClient={queryClient}>
        {children}
      </AppProviders>
    );
    return renderHook(() => useWritingSaver(writing, { autosave }), { wrapper });
  };
  const statusText = (result: { current: { status: keyof typeof draftStatusText } }) => draftStatusText[result.current.status];
  const sentScenes = (index: number) => (api().callsTo(SAVE)[index]?.body as { scenes: SceneView[] }).scenes;

  it("goes No changes made. → Unsaved changes. → Saving changes... → Saved. with the product's timings", async () => {
    api().on(SAVE, saved(4));
    const { result } = renderSaver();
    expect(statusText(result)).toBe('No changes made.');

    act(() => result.current.editContent('s1', text('Snow fell on the pass.')));
    expect(statusText(result)).toBe('Unsaved changes.');
    expect(result.current.scenes[0].content).toEqual(text('Snow fell on the pass.'));

    // Checked every 250 ms: still typing at the first check, saving once 500 ms have passed.
    await advance(DRAFT_POLL_MS);
    expect(statusText(result)).toBe('Unsaved changes.');
    await advance(DRAFT_WAIT_MS - DRAFT_POLL_MS);
    expect(statusText(result)).toBe('Saving changes...');

    // Text goes 1000 ms after typing stopped, not before.
    await advance(CONTENT_SAVE_DEBOUNCE_MS - DRAFT_WAIT_MS - 1);
    expect(api().callsTo(SAVE)).toHaveLength(0);
    await advance(1);
    expect(api().callsTo(SAVE)).toHaveLength(1);
    // Each scene says its date; an undated one says null (left out, the stored date would stay).
    expect(api().callsTo(SAVE)[0].body).toEqual({ writingID: 'd1', revision: 3, scenes: result.current.scenes.map((scene) => ({ ...scene, date: null })) });
    expect(statusText(result)).toBe('Saved.');
  });

  it('waits until typing stops: every keystroke starts the 1000 ms again', async () => {
    api().on(SAVE, saved(4));
    const { result } = renderSaver();
    for (const word of ['Snow', 'Snow fell', 'Snow fell on', 'Snow fell on the pass']) {
      act(() => result.current.editContent('s1', text(word)));
      await advance(CONTENT_SAVE_DEBOUNCE_MS - 100);
    }
    expect(api().callsTo(SAVE)).toHaveLength(0);
    await advance(100);
    expect(api().callsTo(SAVE)).toHaveLength(1);
    expect(sentScenes(0)[0].content).toEqual(text('Snow fell on the pass'));
  });

  it('measures the 500 ms from the last input, at the 250 ms checks', async () => {
    api().on(SAVE, saved(4));
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('S')));
    await advance(400);
    act(() => result.current.editContent('s1', text('Sn')));
    // Checks at 500 and 750 ms find 100 and 350 ms since the last input; the one at 1000 finds 600.
    await advance(350);
    expect(statusText(result)).toBe('Unsaved changes.');
    await advance(DRAFT_POLL_MS);
    expect(statusText(result)).toBe('Saving changes...');
  });

  it('saves scene settings 500 ms after the last change', async () => {
    api().on(SAVE, saved(4));
    const { result } = renderSaver();
    act(() => result.current.editScene('s2', { overlayOpacity: 0.3 }));
    act(() => result.current.editScene('s2', { overlayOpacity: 0.31 }));
    await advance(DRAFT_WAIT_MS - 1);
    expect(api().callsTo(SAVE)).toHaveLength(0);
    await advance(1);
    expect(sentScenes(0)[1].overlayOpacity).toBe(0.31);
  });

  it('ignores edits that change nothing', async () => {
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('Arrival text')));
    act(() => result.current.editScene('s1', { name: 'Arrival' }));
    expect(statusText(result)).toBe('No changes made.');
    await advance(2 * CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)).toHaveLength(0);
  });

  it('sends each save on the revision the previous one returned', async () => {
    let revision = 3;
    api().on(SAVE, (body) => saved(++revision)(body));
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('One')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    act(() => result.current.addScene({ ...result.current.scenes[0], _id: 's4', name: 'Dawn' }));
    await advance(DRAFT_WAIT_MS);
    act(() => result.current.removeScene('s2'));
    await advance(DRAFT_WAIT_MS);
    expect(
      api()
        .callsTo(SAVE)
        .map((call) => (call.body as { revision: number }).revision),
    ).toEqual([3, 4, 5]);
    expect(sentScenes(1).map((scene) => scene.name)).toEqual(['Arrival', 'The Pass', 'Snowfall', 'Dawn']);
    expect(sentScenes(2).map((scene) => scene._id)).toEqual(['s1', 's3', 's4']);
  });

  it('keeps the cached writing as the save left it: the text it sent, the scenes and summary the server answered', async () => {
    api().on(SAVE, (body) => {
      const answer = savedAnswer(writing, 4)(body);
      const answered = answer.body as { scenes: Omit<SceneView, 'content'>[]; summary: object };
      // The server keeps the old background of a link it does not accept, and a new title.
      answered.scenes[0] = { ...answered.scenes[0], backgroundImage: writing.scenes[0].backgroundImage };
      answered.summary = { ...answered.summary, title: 'Renamed' };
      return answer;
    });
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('Snow fell.')));
    act(() => result.current.editScene('s1', { backgroundImage: 'ftp://elsewhere/sky.png' }));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)).toHaveLength(1);
    expect(queryClient.getQueryData(writingKeys.one('d1'))).toEqual({
      ...writing,
      title: 'Renamed',
      revision: 4,
      scenes: [{ ...writing.scenes[0], content: text('Snow fell.') }, writing.scenes[1], writing.scenes[2]],
    });
  });

  it('loads the writing afresh when the save answers that it changed again since', async () => {
    const newer = makeWriting({ revision: 6, title: 'Elsewhere' });
    api().on(SAVE, savedAnswer(writing, 4, { summaryRevision: 6 }));
    api().on('GET creation/writing/d1', writingAnswer(newer));
    const { result } = renderSaver();
    queryClient.setQueryData(writingKeys.one('d1'), writing);
    act(() => result.current.editContent('s1', text('Snow fell.')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)).toHaveLength(1);
    expect(queryClient.getQueryState(writingKeys.one('d1'))?.isInvalidated).toBe(true);
    await queryClient.fetchQuery({ queryKey: writingKeys.one('d1'), queryFn: () => fetchWriting('d1') });
    expect(queryClient.getQueryData(writingKeys.one('d1'))).toEqual(newer);
  });

  it('keeps one save at a time: edits made while a save travels follow it, on its revision', async () => {
    const first = heldAnswer();
    api().on(SAVE, first.handler);
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('One')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    act(() => result.current.editContent('s1', text('One two')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)).toHaveLength(1);

    api().on(SAVE, saved(5));
    first.release(saved(4)(api().callsTo(SAVE)[0].body));
    await advance(0);
    expect(api().callsTo(SAVE)).toHaveLength(2);
    expect(api().callsTo(SAVE)[1].body).toMatchObject({ revision: 4 });
    expect(sentScenes(1)[0].content).toEqual(text('One two'));
    expect(statusText(result)).toBe('Saved.');
  });

  it("shows the server's conflict text, stops autosaving and keeps the local text until Reload", async () => {
    api().on(SAVE, { status: 409, body: { error: m.conflict } });
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('Mine')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    expect(result.current.conflict).toBe(m.conflict);
    expect(store.getState().ui.alerts).toEqual([expect.objectContaining({ kind: 'error', text: m.conflict })]);
    expect(statusText(result)).toBe('Unsaved changes.');

    act(() => result.current.editContent('s1', text('Mine, still')));
    await advance(5 * CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)).toHaveLength(1);
    expect(result.current.scenes[0].content).toEqual(text('Mine, still'));
    expect(statusText(result)).toBe('Unsaved changes.');

    const newer = makeWriting({ revision: 9, scenes: [{ ...writing.scenes[0], content: text('Theirs') }] });
    api().on('GET creation/writing/d1', writingAnswer(newer));
    await act(() => result.current.reload());
    expect(result.current.scenes[0].content).toEqual(text('Theirs'));
    expect(result.current.conflict).toBeNull();
    expect(result.current.version).toBe(1);
    expect(statusText(result)).toBe('No changes made.');

    api().on(SAVE, saved(10));
    act(() => result.current.editContent('s1', text('Theirs and mine')));
    await advance(CONTENT_SAVE_DEBOUNCE_MS);
    expect(api().callsTo(SAVE)[1].body).toMatchObject({ revision: 9 });
  });

  it('shows other refusals as errors and tries again on the next edit', async () => {
    api().on(SAVE, { status: 400, body: { error: m.invalidLink } });
    const { result } = renderSaver();
    act(() => result.current.editScene('s1', { youtubeHTML: '<iframe>' }));
    await advance(DRAFT_WAIT_MS);
    expect(store.getState().ui.alerts.map((alert) => alert.text)).toEqual([m.invalidLink]);
    expect(statusText(result)).toBe('Unsaved changes.');
    await advance(5 * DRAFT_WAIT_MS);
    expect(api().callsTo(SAVE)).toHaveLength(1);

    api().on(SAVE, saved(4));
    act(() => result.current.editScene('s1', { youtubeHTML: '' }));
    await advance(DRAFT_WAIT_MS);
    expect(api().callsTo(SAVE)).toHaveLength(2);
    expect(statusText(result)).toBe('Saved.');
  });

  it('saves at once when the room closes, and warns before unloading while a save is pending', async () => {
    const held = heldAnswer();
    api().on(SAVE, held.handler);
    const { result, unmount } = renderSaver();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => result.current.editContent('s1', text('Last words')));
    expect(unload()).toBe(true);

    unmount();
    expect(api().callsTo(SAVE)).toHaveLength(1);
    expect(sentScenes(0)[0].content).toEqual(text('Last words'));
    held.release(saved(4)(api().callsTo(SAVE)[0].body));
  });

  it('saves when the tab is hidden', async () => {
    api().on(SAVE, saved(4));
    const { result } = renderSaver();
    act(() => result.current.editContent('s1', text('Before lunch')));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await advance(0);
    expect(api().callsTo(SAVE)).toHaveLength(1);
  });

  it('keeps the demo on the page: edits change the scenes, nothing is sent or reported', async () => {
    const { result, unmount } = renderSaver(false);
    act(() => result.current.editContent('s1', text('Just trying')));
    expect(result.current.scenes[0].content).toEqual(text('Just trying'));
    expect(statusText(result)).toBe('No changes made.');
    await advance(2 * CONTENT_SAVE_DEBOUNCE_MS);
    unmount();
    expect(api().calls).toHaveLength(0);
  });
});
