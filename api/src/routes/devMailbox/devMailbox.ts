import { z } from 'zod';
import { notFound } from '@lorewright/domain/shared/errors';
import { MailId } from '../../mail/mailer';
import { listOutbox, readOutboxMail } from '../../mail/outboxReader';
import type { ZodApp } from '../routeTypes';
import { MailAnswer, MailListAnswer } from './devMailboxAnswers';

const MailParams = z.object({ id: MailId });

// The dev mailbox: the outbox's mails over HTTP, so a developer (and the browser journeys) can
// open an activation or reset link without a mail server. Registered only in development and
// test, and only while the outbox adapter is in use. The id is checked against MailId before it
// comes near the file system.
export const devMailboxRoutes = (outboxDir: string) => async (app: ZodApp) => {
  app.get('/dev/mail', { schema: { response: { 200: MailListAnswer } } }, async () => ({ mails: await listOutbox(outboxDir) }));

  app.get('/dev/mail/:id', { schema: { params: MailParams, response: { 200: MailAnswer } } }, async (request) => {
    const mail = await readOutboxMail(outboxDir, request.params.id);
    if (!mail) throw notFound('Mail not found.');
    return mail;
  });
};
