import { writingAfterSave, type SavedWritingAnswer, type SceneView, type WritingView } from '@lorewright/domain/writings/writingView';
import { REQUEST_ID_HEADER } from '../../../plugins/requestIds';
import { openWorldsApp } from '../../worlds/testing/worldsTesting';

// Shared by the writing specs: the worlds app plus the steps that make and save writings.
export const openWritingsApp = async () => {
  const t = await openWorldsApp();

  const newDoc = async (token: string, worldId: string, payload: object = {}) => {
    t.clock.advance(1000);
    return (
      await t.ok<{ writing: WritingView }>(t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID: worldId, ...payload } }), 201)
    ).writing;
  };

  const newFolder = async (token: string, worldId: string, payload: object = {}) => {
    t.clock.advance(1000);
    return (await t.ok<{ writing: WritingView }>(t.call('POST', 'creation/newWritingFolder', { token, payload: { worldID: worldId, ...payload } }), 201))
      .writing;
  };

  const getWriting = async (token: string | undefined, writingId: string) =>
    (await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writingId}`, { token }))).writing;

  // A save of these scenes made on `revision` (by default the writing's own).
  const save = (token: string | undefined, writing: WritingView, scenes: SceneView[] = writing.scenes, revision = writing.revision) =>
    t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: writing._id, revision, scenes } });

  // A save that must succeed, and the writing it left (the answer with the text sent put back).
  const saveOk = async (token: string, writing: WritingView, scenes: SceneView[] = writing.scenes, revision = writing.revision) => {
    const answer = await t.ok<SavedWritingAnswer>(save(token, writing, scenes, revision));
    const saved = writingAfterSave(answer, scenes);
    if (!saved) throw new Error(`The save's answer does not tell the writing it left: ${JSON.stringify(answer)}`);
    return { revision: answer.revision, writing: saved };
  };

  const setWritingVisibility = (token: string, worldId: string, writingId: string, visibility: 'public' | 'private') =>
    t.ok<{ message: string }>(
      t.call('POST', 'updateElementVisibility', { token, payload: { element: 'writing', elementID: writingId, worldID: worldId, visibility } }),
    );

  // The events a request appended: every event of a request carries its id as correlation id.
  const eventsOf = async (res: Awaited<ReturnType<typeof t.call>>) =>
    (await t.stack.eventStore.readAll()).filter((e) => e.metadata.correlationId === res.headers[REQUEST_ID_HEADER]);

  return { ...t, newDoc, newFolder, getWriting, save, saveOk, setWritingVisibility, eventsOf };
};

export type WritingsApp = Awaited<ReturnType<typeof openWritingsApp>>;

// A scene whose text is this one run.
export const withText = (scene: SceneView, text: string): SceneView => ({ ...scene, content: [{ content: text, style: '' }] });
