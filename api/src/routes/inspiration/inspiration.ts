import { DiscoverBody, DiscoverPage } from '@lorewright/domain/inspiration/discover';
import {
  IdeaBoardIdParams,
  IdeaBoardAnswer,
  IdeaBoardChangedAnswer,
  IdeaBoardsAnswer,
  ideaBoardMessages as m,
  IdeaParams,
  NewIdeaBoardBody,
  NewIdeaBody,
  RenameIdeaBoardBody,
} from '@lorewright/domain/inspiration/ideaBoards';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import { elementKinds, type ElementKindsPorts } from '../elements/elementKinds';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

const VIEWS = ['ideaBoards'] as const;

export type InspirationRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'ideaBoards'> & QueriesOf<'discover' | 'ideaBoards'> & ElementKindsPorts;

// Inspiration (product.md §2.21): Discover, the community's public work. A read over POST like
// the world browser's, open to visitors and blocked accounts alike; the discover view holds only
// public elements of public worlds, so every viewer gets the same answer. The prompts ship with
// the client (domain/src/inspiration/prompts.ts) and need no route. Idea boards are their
// owner's alone: every call needs a login, and another person's board is not found.
export const inspirationRoutes = (ports: InspirationRoutePorts) => async (app: ZodApp) => {
  const kinds = elementKinds(ports);
  const boards = ports.queries.ideaBoards;
  const commands = ports.commands.ideaBoards;
  const boardOf = async (userId: string, boardId: string) => {
    const board = await boards.byId(userId, boardId);
    if (!board) throw notFound(m.notFound);
    return board;
  };

  app.post(
    '/inspiration/discover',
    { schema: { body: DiscoverBody, response: { 200: DiscoverPage } }, config: { auth: 'optional', allowBlocked: true } },
    async (request) => ports.queries.discover.page(request.body),
  );

  // The caller's boards; a blocked account still reads its own.
  app.post('/ideaBoards', { schema: { response: { 200: IdeaBoardsAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => ({
    boards: await boards.ofOwner(currentUser(request)._id),
  }));

  app.post(
    '/ideaBoards/new',
    { schema: { body: NewIdeaBoardBody, response: { 201: IdeaBoardChangedAnswer } }, config: { auth: 'required' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { boardId, position } = await commands.create(userId, request.body.name, commandContext(request));
      await ports.waitForViews(position, VIEWS);
      return reply.code(201).send({ message: m.created, board: await boardOf(userId, boardId) });
    },
  );

  app.put(
    '/ideaBoards/:id/rename',
    { schema: { params: IdeaBoardIdParams, body: RenameIdeaBoardBody, response: { 200: IdeaBoardChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.rename(userId, request.params.id, request.body.name, commandContext(request));
      await ports.waitForViews(position, VIEWS);
      return { message: m.renamed, board: await boardOf(userId, request.params.id) };
    },
  );

  app.delete('/ideaBoards/:id', { schema: { params: IdeaBoardIdParams, response: { 200: MessageAnswer } }, config: { auth: 'required' } }, async (request) => {
    const { position } = await commands.delete(currentUser(request)._id, request.params.id, commandContext(request));
    await ports.waitForViews(position, VIEWS);
    return { message: m.deleted };
  });

  // An element is saved only if the owner may see it (a demo element, a public one, or their own).
  app.post(
    '/ideaBoards/:id/ideas',
    { schema: { params: IdeaBoardIdParams, body: NewIdeaBody, response: { 201: IdeaBoardAnswer } }, config: { auth: 'required' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const boardId = request.params.id;
      const { element, note } = request.body;
      let position: number | null;
      if (element) {
        const seen = await kinds.get(element.kind)?.link(element.id, userId);
        if (!seen) throw notFound(m.elementNotFound);
        ({ position } = await commands.addElement(userId, boardId, { kind: element.kind, elementId: element.id, title: seen.title }, commandContext(request)));
      } else {
        ({ position } = await commands.addNote(userId, boardId, note ?? '', commandContext(request)));
      }
      await ports.waitForViews(position, VIEWS);
      return reply.code(201).send({ board: await boardOf(userId, boardId) });
    },
  );

  app.delete(
    '/ideaBoards/:id/ideas/:ideaId',
    { schema: { params: IdeaParams, response: { 200: IdeaBoardAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.removeIdea(userId, request.params.id, request.params.ideaId, commandContext(request));
      await ports.waitForViews(position, VIEWS);
      return { board: await boardOf(userId, request.params.id) };
    },
  );
};
