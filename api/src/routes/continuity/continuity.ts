import { ContinuityQuery, DismissWarningBody, RestoreWarningBody } from '@lorewright/domain/continuity/continuity.bodies';
import { ContinuityWarningsAnswer } from '@lorewright/domain/continuity/continuityWarnings';
import { continuityMessages as m } from '@lorewright/domain/continuity/continuityMessages';
import { forbidden } from '@lorewright/domain/shared/errors';
import { WorldIdParams } from '@lorewright/domain/worlds/world.commands';
import { canCreateElements } from '@lorewright/domain/worlds/worldAccess';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { visibleWarnings, warningsAnswer, type WarningsAnswerPorts } from './visibleWarnings';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type ContinuityRoutePorts = Pick<Stack, 'eventStore' | 'waitForViews'> &
  CommandsOf<'continuity'> &
  QueriesOf<'calendars' | 'continuity' | 'worlds'> &
  WarningsAnswerPorts;

// Continuity warnings (product.md, "Continuity"): for those who may edit the world's elements
// alone — an unknown world is not found, a private one refused as its page is, and a reader hears
// that warnings are for editors. Dismissing one keeps it out of the open list, with its reason.
export const continuityRoutes = (ports: ContinuityRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.continuity;
  const queries = ports.queries.continuity;

  const gate = async (worldId: string, userId: string) => {
    const world = await ports.queries.worlds.viewableWorld(worldId, userId);
    if (!canCreateElements(world, userId)) throw forbidden(m.onlyEditors);
    return world;
  };

  app.get(
    '/world/:id/continuity',
    {
      schema: { params: WorldIdParams, querystring: ContinuityQuery, response: { 200: ContinuityWarningsAnswer } },
      config: { auth: 'required', allowBlocked: true },
    },
    async (request) => {
      const userId = currentUser(request)._id;
      const world = await gate(request.params.id, userId);
      // The warnings follow the edits of every element of the world, which wait only for their
      // own views: caught up with the log first, a warning an edit just made is listed.
      await ports.waitForViews(await ports.eventStore.headPosition(), ['continuity']);
      const [records, dismissals, calendar] = await Promise.all([
        queries.warningsOf(world._id),
        queries.dismissalsOf(world._id),
        ports.queries.calendars.worldCalendar(world._id),
      ]);
      return warningsAnswer(ports, visibleWarnings(world, userId, calendar, records), dismissals, request.query.dismissed);
    },
  );

  const writes = { auth: 'required', rateLimited: 'continuity' } as const;

  app.post('/world/continuity/dismiss', { schema: { body: DismissWarningBody, response: { 200: MessageAnswer } }, config: writes }, async (request) => {
    const userId = currentUser(request)._id;
    await gate(request.body.worldID, userId);
    // Caught up first, a warning an edit just made can be dismissed.
    await ports.waitForViews(await ports.eventStore.headPosition(), ['continuity']);
    const { position } = await commands.dismiss(userId, request.body, commandContext(request));
    await ports.waitForViews(position, ['continuity']);
    return { message: m.dismissed };
  });

  app.post('/world/continuity/restore', { schema: { body: RestoreWarningBody, response: { 200: MessageAnswer } }, config: writes }, async (request) => {
    const userId = currentUser(request)._id;
    await gate(request.body.worldID, userId);
    const { position } = await commands.restore(userId, request.body, commandContext(request));
    await ports.waitForViews(position, ['continuity']);
    return { message: m.restored };
  });
};
