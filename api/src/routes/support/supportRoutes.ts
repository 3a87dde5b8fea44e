import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SupportReportFields } from '@lorewright/domain/community/support.bodies';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import { readSupportForm } from './supportForm';
import type { ZodApp, CommandsOf } from '../routeTypes';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';

export type SupportRoutePorts = CommandsOf<'support'>;

// POST support/newReport (product.md §5 Community): a ticket of the signed-in
// user (the form's userID is ignored), mailed to SUPPORT_EMAIL by the supportMails reactor.
// Nothing reads it back here, so there is no projection to wait for.
export const supportRoutes = (ports: SupportRoutePorts) => async (app: ZodApp) => {
  app.post(
    '/support/newReport',
    { schema: { response: { 201: MessageAnswer } }, config: { auth: 'required', rateLimited: 'support' } },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, screenshots } = await readSupportForm(request);
      const report = SupportReportFields.parse(fields);
      await ports.commands.support.submit(user._id, report, screenshots, commandContext(request));
      return reply.status(201).send({ message: m.supportSubmitted[report.type] });
    },
  );
};
