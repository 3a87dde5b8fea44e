import {
  CreateWorldBody,
  CurrentWorldParams,
  UpdateWorldDescriptionBody,
  UpdateWorldNameBody,
  UpdateWorldCalendarBody,
  UpdateWorldVisibilityBody,
  WorldIdBody,
  WorldIdParams,
} from '@lorewright/domain/worlds/world.commands';
import { AsOfQuery } from '@lorewright/domain/calendars/worldDate';
import { notFound } from '@lorewright/domain/shared/errors';
import { viewableWorlds } from '@lorewright/domain/worlds/worldForViewer';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { WorldAnswer, WorldPageAnswer, WorldsAnswer } from '@lorewright/domain/worlds/worldView';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import { worldAsOf, type WorldAsPorts } from '../continuity/worldAsOf';
import { userAfter } from '../accounts/userAfter';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import type { ViewName } from '@lorewright/projections/allProjections';
import { WorldChangedAnswer, WorldCreatedAnswer, WorldDeletedAnswer } from '@lorewright/domain/worlds/worldView';
import { WorldSelectedAnswer } from '@lorewright/domain/accounts/userView';

// The projections a world change shows in: the world, its invitations' previews, the users'
// world lists and selections.
export const WORLD_VIEWS: readonly ViewName[] = ['worlds', 'invitations', 'users'];

export type WorldRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'worlds'> & QueriesOf<'accounts' | 'timelines' | 'worlds'> & WorldAsPorts;

// A world: creating, reading, editing, selecting and deleting it (product.md §7). The decider allows
// edits by the author only; every read goes through viewableWorld.
export const worldRoutes = (ports: WorldRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.worlds;
  const queries = ports.queries.worlds;

  app.post(
    '/createWorld',
    { schema: { body: CreateWorldBody, response: { 201: WorldCreatedAnswer } }, config: { auth: 'required' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { worldId, position } = await commands.createWorld(userId, request.body, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      return reply.status(201).send({ message: m.created, id: worldId, world: await queries.viewableWorld(worldId, userId) });
    },
  );

  // The caller's own worlds, newest first.
  app.get('/worlds', { schema: { response: { 200: WorldsAnswer } }, config: { auth: 'required' } }, async (request) => ({
    worlds: await queries.worldsOfAuthor(currentUser(request)._id),
  }));

  // The worlds the caller is a member of, newest first, as they see them (their role in `roles`).
  app.get('/worlds/shared', { schema: { response: { 200: WorldsAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const userId = currentUser(request)._id;
    return { worlds: viewableWorlds(await queries.worldsOfMember(userId), userId) };
  });

  // `?asOf=YEAR[-MONTH[-DAY]]`: as the world stood on that date of its calendar (worldAsOf.ts).
  app.get(
    '/world/:id',
    { schema: { params: WorldIdParams, querystring: AsOfQuery, response: { 200: WorldPageAnswer } }, config: { auth: 'optional' } },
    async (request) => {
      const viewerId = request.user?._id ?? null;
      const world = await queries.viewableWorld(request.params.id, viewerId);
      const { asOf } = request.query;
      return { world: asOf ? await worldAsOf(ports, world, viewerId, asOf) : world };
    },
  );

  // The creation hub's load of the current world: a read, so blocked accounts may make it.
  app.post(
    '/world/:currentWorldID',
    { schema: { params: CurrentWorldParams, response: { 200: WorldAnswer } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => ({
      world: await queries.viewableWorld(request.params.currentWorldID, currentUser(request)._id),
    }),
  );

  app.post('/user/selectWorld', { schema: { body: WorldIdBody, response: { 200: WorldSelectedAnswer } }, config: { auth: 'required' } }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.selectWorld(userId, request.body.worldID, commandContext(request));
    await ports.waitForViews(position, WORLD_VIEWS);
    return { user: await userAfter(ports, userId), world: await queries.viewableWorld(request.body.worldID, userId) };
  });

  app.post(
    '/world/updateName',
    { schema: { body: UpdateWorldNameBody, response: { 200: WorldChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.rename(userId, request.body.worldID, request.body.name, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      return { message: m.updated, world: await queries.viewableWorld(request.body.worldID, userId) };
    },
  );

  app.post(
    '/world/updateDescription',
    { schema: { body: UpdateWorldDescriptionBody, response: { 200: WorldChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.describe(userId, request.body.worldID, request.body.description, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      return { message: m.updated, world: await queries.viewableWorld(request.body.worldID, userId) };
    },
  );

  app.post(
    '/world/updateVisibility',
    { schema: { body: UpdateWorldVisibilityBody, response: { 200: WorldChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { worldID: worldId, visibility } = request.body;
      const { position } = await commands.changeVisibility(userId, worldId, visibility, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      const world = await queries.viewableWorld(worldId, userId);
      return { message: m.madeVisibility(world.name, visibility), world };
    },
  );

  // The calendar the world's dates are read on: one of its timelines', or the Gregorian (null).
  app.post(
    '/world/updateCalendar',
    { schema: { body: UpdateWorldCalendarBody, response: { 200: WorldChangedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { worldID: worldId, timelineID } = request.body;
      const place = timelineID ? await ports.queries.timelines.lookups.timelinePlace(timelineID) : null;
      if (timelineID && !place) throw notFound(m.calendarTimelineNotInWorld);
      const timeline = place && { timelineId: place._id, worldId: place.worldID };
      const { position } = await commands.chooseCalendar(userId, worldId, timeline, commandContext(request));
      await ports.waitForViews(position, WORLD_VIEWS);
      const title = place && (await ports.queries.timelines.timelineRow(place._id))?.title;
      return { message: m.calendarChosen(title ? m.calendarOfTimeline(title) : m.gregorian), world: await queries.viewableWorld(worldId, userId) };
    },
  );

  // The world's media slots are cleared too, so the media library is waited for as well.
  app.delete(
    '/deleteWorld/:id',
    { schema: { params: WorldIdParams, response: { 200: WorldDeletedAnswer } }, config: { auth: 'required' } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.deleteWorld(userId, request.params.id, commandContext(request));
      await ports.waitForViews(position, [...WORLD_VIEWS, 'media']);
      return { message: m.deleted, worlds: await queries.worldsOfAuthor(userId) };
    },
  );
};
