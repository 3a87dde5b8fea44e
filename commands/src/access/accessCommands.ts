import { accessDecider } from '@lorewright/domain/access/access.decide';
import type { RecordAccessBody, RecordVisibilityBody } from '@lorewright/domain/access/access.commands';
import { streamName } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { IdGenerator } from '../shared/clock';

// One stream per anonymous visitor, named by the id the client keeps.
export const visitorStream = (aId: string) => streamName('visitor', aId);

export const createAccessCommands = (handle: HandleCommand, ids: IdGenerator) => ({
  // A visitor without an id gets one; the client stores it and sends it from then on.
  recordAccess: async (body: RecordAccessBody, context: CommandContext) => {
    const { aId = ids.newId(), url, c, ...details } = body;
    const result = await handle(visitorStream(aId), accessDecider, { type: 'RecordAccess', aId, url, closing: c ?? false, details }, context);
    return { aId, position: result.position };
  },

  recordVisibility: async (body: RecordVisibilityBody, context: CommandContext) => {
    const result = await handle(visitorStream(body.aId), accessDecider, { type: 'RecordVisibility', aId: body.aId, visibility: body.type }, context);
    return { position: result.position };
  },
});

export type AccessCommands = ReturnType<typeof createAccessCommands>;
