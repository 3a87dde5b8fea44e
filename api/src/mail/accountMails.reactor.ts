import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import { isDeliverableAddress, type Mailer } from './mailer';
import { confirmNewEmailMail, emailChangeNoticeMail, newEmailInUseMail, registrationAttemptMail } from './emailChangeMails';
import { activationMail, passwordResetMail } from './templates';

// Sends the account mails after the fact, never inside the request: the registration or reset
// request is answered once its event is stored. The event id is the mail id, so the at-least-once
// delivery of reactors cannot produce a second mail (outbox) or a second Message-ID (smtp).
// Listed in api/src/reactors.ts, which says why the mail reactors live in api.
export const ACCOUNT_MAILS_REACTOR = 'accountMails';

export const createAccountMailsReactor = (mailer: Mailer, publicUrl: string, { now = Date.now }: { now?: () => number } = {}) =>
  defineReactor<AccountEvent>({
    name: ACCOUNT_MAILS_REACTOR,
    on: {
      // An address that is not exactly one deliverable address (stored before today's e-mail
      // rule) gets no mail: the mailer would refuse it on every retry and hold up the mails
      // after it. The check depends on the event alone, so a replay decides the same.
      UserRegistered: async (event) => {
        if (!isDeliverableAddress(event.data.email)) return;
        await mailer.send({
          id: event.id,
          ...activationMail({ to: { address: event.data.email }, name: event.data.name, code: event.data.activationCode, publicUrl }),
        });
      },

      PasswordResetRequested: async (event) => {
        // After a long outage the link would be dead on arrival; the user asks for a new one.
        if (Date.parse(event.data.expiresAt) <= now() || !isDeliverableAddress(event.data.email)) return;
        await mailer.send({ id: event.id, ...passwordResetMail({ to: { address: event.data.email }, code: event.data.code, publicUrl }) });
      },

      // The new address confirms (or learns it is in use); the old one is told and may cancel.
      EmailChangeRequested: async (event) => {
        const { newEmail, oldEmail, confirmCode, cancelCode, expiresAt } = event.data;
        if (Date.parse(expiresAt) <= now()) return;
        if (isDeliverableAddress(newEmail)) {
          const toNew = confirmCode ? confirmNewEmailMail({ to: newEmail, code: confirmCode, publicUrl }) : newEmailInUseMail({ to: newEmail, publicUrl });
          await mailer.send({ id: event.id, ...toNew });
        }
        if (isDeliverableAddress(oldEmail))
          await mailer.send({ id: `${event.id}-old`, ...emailChangeNoticeMail({ to: oldEmail, newEmail, code: cancelCode, publicUrl }) });
      },

      RegistrationAttempted: async (event) => {
        if (!isDeliverableAddress(event.data.email)) return;
        await mailer.send({ id: event.id, ...registrationAttemptMail({ to: event.data.email, publicUrl }) });
      },
    },
  });
