import type { MailedCodes } from '@lorewright/commands/accounts/mailedCodes';
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

//
// Codes arrive sealed (commands/src/accounts/mailedCodes.ts): the reactor opens each one to write
// its mail and destroys its key once the mail is out, or once it knows the mail will never go
// (expired, undeliverable, a code retired from the days codes were stored in clear). A crash
// between sending and destroying repeats the send under the same mail id, and the key is still
// there for it; a repeat after destroying finds no code and sends nothing.
export const createAccountMailsReactor = (mailer: Mailer, publicUrl: string, codes: MailedCodes, { now = Date.now }: { now?: () => number } = {}) => {
  // Opens the sealed codes, runs the mailing with them if every one opened, then destroys them.
  const withCodes = async <Codes extends readonly (string | null)[]>(
    sealed: Codes,
    send: (opened: { [K in keyof Codes]: Codes[K] extends string ? string : string | null }) => Promise<void>,
  ) => {
    const opened = await Promise.all(sealed.map(async (value) => (value === null ? null : codes.open(value))));
    const allOpened = opened.every((code, index) => (sealed[index] === null) === (code === null));
    if (allOpened) await send(opened as never);
    await codes.destroy(sealed);
  };

  return defineReactor<AccountEvent>({
    name: ACCOUNT_MAILS_REACTOR,
    on: {
      // An address that is not exactly one deliverable address (stored before today's e-mail
      // rule) gets no mail: the mailer would refuse it on every retry and hold up the mails
      // after it. The check depends on the event alone, so a replay decides the same.
      UserRegistered: async (event) => {
        const { email, name, sealedActivationCode } = event.data;
        if (sealedActivationCode === null) return;
        if (!isDeliverableAddress(email)) return codes.destroy([sealedActivationCode]);
        await withCodes([sealedActivationCode] as const, ([code]) =>
          mailer.send({ id: event.id, ...activationMail({ to: { address: email }, name, code, publicUrl }) }),
        );
      },

      PasswordResetRequested: async (event) => {
        const { sealedCode, email, expiresAt } = event.data;
        if (sealedCode === null) return;
        // After a long outage the link would be dead on arrival; the user asks for a new one.
        if (Date.parse(expiresAt) <= now() || !isDeliverableAddress(email)) return codes.destroy([sealedCode]);
        await withCodes([sealedCode] as const, ([code]) => mailer.send({ id: event.id, ...passwordResetMail({ to: { address: email }, code, publicUrl }) }));
      },

      // The new address confirms (or learns it is in use); the old one is told and may cancel.
      EmailChangeRequested: async (event) => {
        const { newEmail, oldEmail, sealedConfirmCode, sealedCancelCode, expiresAt } = event.data;
        if (sealedCancelCode === null) return;
        if (Date.parse(expiresAt) <= now()) return codes.destroy([sealedConfirmCode, sealedCancelCode]);
        await withCodes([sealedConfirmCode, sealedCancelCode] as const, async ([confirmCode, cancelCode]) => {
          if (isDeliverableAddress(newEmail)) {
            const toNew = confirmCode ? confirmNewEmailMail({ to: newEmail, code: confirmCode, publicUrl }) : newEmailInUseMail({ to: newEmail, publicUrl });
            await mailer.send({ id: event.id, ...toNew });
          }
          if (isDeliverableAddress(oldEmail))
            await mailer.send({ id: `${event.id}-old`, ...emailChangeNoticeMail({ to: oldEmail, newEmail, code: cancelCode, publicUrl }) });
        });
      },

      RegistrationAttempted: async (event) => {
        if (!isDeliverableAddress(event.data.email)) return;
        await mailer.send({ id: event.id, ...registrationAttemptMail({ to: event.data.email, publicUrl }) });
      },
    },
  });
};
