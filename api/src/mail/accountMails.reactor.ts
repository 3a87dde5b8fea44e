import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import type { Mailer } from './mailer';
import { activationMail, passwordResetMail } from './templates';

// Sends the account mails after the fact, never inside the request: the registration or reset
// request is answered once its event is stored. The event id is the mail id, so the at-least-once
// delivery of reactors cannot produce a second mail (outbox) or a second Message-ID (smtp).
// Known to ops (status, replay) by this name; the reactor itself needs a Mailer, so it lives
// in api rather than in projections' allReactors.
export const ACCOUNT_MAILS_REACTOR = 'accountMails';

export const createAccountMailsReactor = (mailer: Mailer, publicUrl: string, { now = Date.now }: { now?: () => number } = {}) =>
  defineReactor<AccountEvent>({
    name: ACCOUNT_MAILS_REACTOR,
    on: {
      UserRegistered: (event) =>
        mailer.send({ id: event.id, ...activationMail({ to: event.data.email, name: event.data.name, code: event.data.activationCode, publicUrl }) }),

      PasswordResetRequested: async (event) => {
        // After a long outage the link would be dead on arrival; the user asks for a new one.
        if (Date.parse(event.data.expiresAt) <= now()) return;
        await mailer.send({ id: event.id, ...passwordResetMail({ to: event.data.email, code: event.data.code, publicUrl }) });
      },
    },
  });
