import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { AddNodeLinkBody, NodeAddressBody, RemoveNodeLinkBody } from '@lorewright/domain/timelines/timeline.bodies';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { Stack } from '../../composition';
import { commandContext } from '../commandContext';
import { checkedUpload } from '../../plugins/uploads';
import { paidActor as timelineActor } from '../paidActor';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { TIMELINE_MEDIA_VIEWS, TIMELINE_VIEWS } from './timelineViews';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { TimelineLinkAddedAnswer } from '@lorewright/domain/timelines/timelineView';

const upload = { auth: 'required', rateLimited: 'upload' } as const;
const change = { auth: 'required' } as const;

// The address of a point as the commands take it: ids, or the product's indexes.
const addressOf = ({ lineID, nodeID, lineIndex, nodeIndex }: NodeAddressBody) => ({ lineID, nodeID, lineIndex, nodeIndex });

export type TimelineNodeRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'timelines'>;

// A point's image and links (product.md §7), each a call of its own, naming the point by its line's
// and its own index (or ids); the client refetches the timeline after.
export const timelineNodeRoutes = (ports: TimelineNodeRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.timelines;

  // Fields first (file field `timeline`, or `file`), then the sender's rights, then the file.
  app.post('/timeline/uploadPointImage', { schema: { response: { 201: MessageAnswer } }, config: upload }, async (request, reply) => {
    const actor = timelineActor(request);
    const { checked: fields, bytes } = await checkedUpload(request, ['timeline', 'file'], mediaMessages.noFile, async (sent) => {
      const parsed = NodeAddressBody.parse(sent);
      await commands.requireAuthor(actor, parsed.timelineID);
      return parsed;
    });
    const { position } = await commands.uploadNodeImage(actor, fields.timelineID, addressOf(fields), await bytes(), commandContext(request));
    await ports.waitForViews(position, TIMELINE_MEDIA_VIEWS);
    return reply.status(201).send({ message: m.updated });
  });

  app.post('/timeline/deletePointImage', { schema: { body: NodeAddressBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { position } = await commands.deleteNodeImage(timelineActor(request), request.body.timelineID, addressOf(request.body), commandContext(request));
    await ports.waitForViews(position, TIMELINE_MEDIA_VIEWS);
    return { message: m.imageDeleted };
  });

  // The server names the link; the answer carries it with its _id.
  app.post('/timeline/addLink', { schema: { body: AddNodeLinkBody, response: { 200: TimelineLinkAddedAnswer } }, config: change }, async (request) => {
    const { timelineID, link: sent } = request.body;
    const { link, position } = await commands.addLink(timelineActor(request), timelineID, addressOf(request.body), sent, commandContext(request));
    await ports.waitForViews(position, TIMELINE_VIEWS);
    return { message: m.updated, link };
  });

  app.post('/timeline/removeLink', { schema: { body: RemoveNodeLinkBody, response: { 200: MessageAnswer } }, config: change }, async (request) => {
    const { timelineID, linkID } = request.body;
    const { position } = await commands.removeLink(timelineActor(request), timelineID, addressOf(request.body), linkID, commandContext(request));
    await ports.waitForViews(position, TIMELINE_VIEWS);
    return { message: m.updated };
  });
};
