import { AccessAnswer, RecordAccessBody, RecordVisibilityBody } from '@lorewright/domain/access/access.commands';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type AccessRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'access'>;

// Anonymous analytics (product.md §7.14: POST access, POST access/visibility).
export const accessRoutes = (ports: AccessRoutePorts) => async (app: ZodApp) => {
  app.post('/access', { schema: { body: RecordAccessBody, response: { 200: AccessAnswer } } }, async (request) => {
    const { aId, position } = await ports.commands.access.recordAccess(request.body, commandContext(request));
    await ports.waitForViews(position, ['visitors']);
    return { aId };
  });

  app.post('/access/visibility', { schema: { body: RecordVisibilityBody, response: { 200: MessageAnswer } } }, async (request) => {
    const { position } = await ports.commands.access.recordVisibility(request.body, commandContext(request));
    await ports.waitForViews(position, ['visitors']);
    return { message: 'Recorded.' };
  });
};
