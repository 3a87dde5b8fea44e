import { canViewElement } from '@lorewright/domain/worlds/worldAccess';
import { WorldIdBody } from '@lorewright/domain/worlds/world.commands';
import {
  DeleteWritingBody,
  NewWritingBody,
  NewWritingFolderBody,
  RenameWritingBody,
  SceneTextBody,
  UpdateWritingBody,
  WritingIdParams,
} from '@lorewright/domain/writings/writing.commands';
import { requireViewableWriting, writingForViewer } from '@lorewright/domain/writings/writingForViewer';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import {
  SavedWritingAnswer,
  SceneTextSavedAnswer,
  WritingAnswer,
  WritingCreatedAnswer,
  WritingRenamedAnswer,
  WritingsAnswer,
} from '@lorewright/domain/writings/writingView';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import type { ViewName } from '@lorewright/projections/allProjections';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

// The projections a writing change shows in: the writing itself and its world's list.
export const WRITING_VIEWS: readonly ViewName[] = ['writings', 'worlds'];
const SAVED_WRITING_VIEWS: readonly ViewName[] = ['writings'];

// A save carries a whole document: up to MAX_WRITING_CHARS characters of text, as JSON nodes
// (docs/decisions.md). Other routes keep the app's 1 MB.
export const WRITING_BODY_LIMIT = 8 * 1024 * 1024;

export type WritingRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'writings'> & QueriesOf<'worlds' | 'writings'>;

// Writings (product.md §7): the tree of a world, one writing with its scenes, and the author's
// changes. The decider allows changes by the world's author only; every read goes through
// canViewElement, so a private writing exists only for the author and members.
export const writingRoutes = (ports: WritingRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.writings;
  const queries = ports.queries.writings;
  const read = { auth: 'optional', allowBlocked: true } as const;
  const change = { auth: 'required' } as const;

  const viewWriting = async (writingId: string, viewerId: string | null) => {
    const writing = await queries.writingById(writingId);
    const world = writing ? await ports.queries.worlds.worldById(writing.worldID) : null;
    // Secret lines reach only whoever may edit the writing (domain/src/writings/sceneSecrets.ts).
    return writingForViewer(world, writing, viewerId);
  };
  // The same without the scenes' text, read without it.
  const viewSummary = async (writingId: string, viewerId: string) => {
    const writing = await queries.summaryById(writingId);
    const world = writing ? await ports.queries.worlds.worldById(writing.worldID) : null;
    const { scenes: _none, ...summary } = requireViewableWriting(world, writing, viewerId);
    return summary;
  };
  const created = async (writingId: string, userId: string, position: number | null) => {
    await ports.waitForViews(position, WRITING_VIEWS);
    return viewWriting(writingId, userId);
  };

  // The menu's tree: folders and documents without their text (scenes: []), oldest first.
  app.post('/creation/writings', { schema: { body: WorldIdBody, response: { 200: WritingsAnswer } }, config: read }, async (request) => {
    const viewerId = request.user?._id ?? null;
    const world = await ports.queries.worlds.viewableWorld(request.body.worldID, viewerId);
    return { writings: (await queries.writingsOfWorld(world._id)).filter((writing) => canViewElement(world, 'writing', writing, viewerId)) };
  });

  app.get(
    '/creation/writing/:id',
    { schema: { params: WritingIdParams, response: { 200: WritingAnswer } }, config: { auth: 'optional' } },
    async (request) => ({
      writing: await viewWriting(request.params.id, request.user?._id ?? null),
    }),
  );

  app.post(
    '/creation/newWriting',
    { schema: { body: NewWritingBody, response: { 201: WritingCreatedAnswer } }, config: change, bodyLimit: WRITING_BODY_LIMIT },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { writingId, position } = await commands.create(userId, request.body, commandContext(request));
      return reply.status(201).send({ id: writingId, writing: await created(writingId, userId, position), message: m.created });
    },
  );

  app.post(
    '/creation/newWritingFolder',
    { schema: { body: NewWritingFolderBody, response: { 201: WritingCreatedAnswer } }, config: change },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { writingId, position } = await commands.create(userId, { ...request.body, isFolder: true }, commandContext(request));
      return reply.status(201).send({ id: writingId, writing: await created(writingId, userId, position) });
    },
  );

  // `revision` is the one to send with the next save. The summary may already be newer (another
  // tab saved in between); a save from `revision` then meets a conflict, never a loss. The scenes
  // come back without their text (SavedWritingAnswer): as this save stored them, from the
  // command's own result, so the answer neither reads nor sends the whole writing again.
  app.put(
    '/creation/updateWriting',
    { schema: { body: UpdateWritingBody, response: { 200: SavedWritingAnswer } }, config: change, bodyLimit: WRITING_BODY_LIMIT },
    async (request): Promise<SavedWritingAnswer> => {
      const userId = currentUser(request)._id;
      const { writingID: writingId, revision, scenes } = request.body;
      const saved = await commands.saveScenes(userId, writingId, revision, scenes, commandContext(request));
      // Its answer reads the writings view only; the world's list of writings (a newer
      // lastUpdated) follows a moment later, as it does for a save from another tab.
      await ports.waitForViews(saved.position, SAVED_WRITING_VIEWS);
      const summary = await viewSummary(writingId, userId);
      return { message: m.updated, revision: saved.revision, summary, scenes: saved.scenes.map(({ content: _text, ...scene }) => scene) };
    },
  );

  // One scene's text from its co-typing room: merged already, so on no revision; whoever typed
  // it saves it after a pause, and the history names them.
  app.put(
    '/writing/sceneText',
    { schema: { body: SceneTextBody, response: { 200: SceneTextSavedAnswer } }, config: change, bodyLimit: WRITING_BODY_LIMIT },
    async (request) => {
      const userId = currentUser(request)._id;
      const { writingID: writingId, sceneID: sceneId, content } = request.body;
      const coActorIds = app.coTypists({ element: 'writing', elementId: writingId, part: sceneId }, userId);
      const saved = await commands.saveSceneText(userId, writingId, sceneId, content, { ...commandContext(request), coActorIds });
      await ports.waitForViews(saved.position, SAVED_WRITING_VIEWS);
      return { message: m.updated, revision: saved.revision };
    },
  );

  app.put('/writing/rename', { schema: { body: RenameWritingBody, response: { 200: WritingRenamedAnswer } }, config: change }, async (request) => {
    const userId = currentUser(request)._id;
    const { writingID: writingId, worldID: worldId, title } = request.body;
    const { position } = await commands.rename(userId, writingId, worldId, title, commandContext(request));
    await ports.waitForViews(position, WRITING_VIEWS);
    return { message: m.updated, writing: await viewWriting(writingId, userId) };
  });

  // A folder goes with everything under it (the server finds it; childrenIDs is only a hint).
  app.post('/writing/delete', { schema: { body: DeleteWritingBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.deleteWriting(userId, request.body.writingID, request.body.worldID, commandContext(request));
    await ports.waitForViews(position, WRITING_VIEWS);
    return { message: m.deleted };
  });
};
