import os from 'node:os';
import { allProjections } from '@lorewright/projections/allProjections';
import { dropStaleBuilds } from '@lorewright/projections/runner/projectionStatus';
import type { Stack } from '@lorewright/api/composition';
import { eraseInvitationMailsTo } from '@lorewright/api/mail/invitationMails.reactor';
import { eraseOutboxMailsOf } from '@lorewright/api/mail/outboxErasure';
import { rebuild } from './rebuild';
import { userIdOf } from './userIdOf';

const USAGE = 'forget <userEmailOrId>';
// Lets requests that started on the old read models finish before those are dropped.
const READERS_GRACE_MS = 2_000;

// Every read model again, from the log as it now reads, then the old builds dropped (they still
// hold what was erased): nothing erased remains or comes back.
const rebuildEverything = async (stack: Stack, log: (line: string) => void, readersGraceMs: number) => {
  await rebuild(
    stack.stores,
    allProjections.map((projection) => projection.name),
    log,
  );
  await new Promise((resolve) => setTimeout(resolve, readersGraceMs));
  log(`${await dropStaleBuilds(stack.readStore, allProjections)} old read-model collection(s) dropped.`);
};

// `ops forget <email>` (the right to erasure): the person's name, addresses and login
// places are sealed in the log under keys of their own (commands/src/personalData); destroying
// those keys erases every copy at once while the log stays append-only. The account is closed,
// its addresses freed, the read models rebuilt from the log (which now reads them as erased),
// and the invitation mail log's and the embedded outbox's mails to them deleted. Their public content stays, by 'Deleted user'.
// Run again, it finishes an erasure that was interrupted.
export const forget = async (
  stack: Stack,
  args: string[],
  by = `ops:${os.userInfo().username}`,
  log: (line: string) => void = console.log,
  readersGraceMs = READERS_GRACE_MS,
) => {
  const [user = ''] = args;
  if (!user.trim() || args.length !== 1) throw new Error(`Usage: ${USAGE}`);
  const userId = await userIdOf(stack.stores, user.trim()).catch(() => {
    throw new Error(`No account holds ${user.trim()}.`);
  });
  const plan = await stack.queries.subscriptions.planOf(userId);
  if (plan.status === 'active') throw new Error('This account has a running subscription: cancel it first (the provider would go on billing it).');

  const erased = await stack.commands.erasure.erase(userId, by, { actorId: null, correlationId: `ops-forget-${userId}` });
  log(
    erased.alreadyErased
      ? `User ${userId} was erased before; destroyed ${erased.keysDestroyed} key(s) left over.`
      : `User ${userId}: account closed, ${erased.addresses.length} address(es) freed, ${erased.keysDestroyed} key(s) destroyed.`,
  );
  log(`Invitation mail log: ${await eraseInvitationMailsTo(stack.readStore, erased.addresses)} record(s) of their addresses deleted.`);
  const { outboxDir } = stack.mail;
  if (outboxDir) log(`Outbox: ${await eraseOutboxMailsOf(outboxDir, erased.addresses)} mail(s) to their addresses deleted.`);
  await rebuildEverything(stack, log, readersGraceMs);
  return `User ${userId} is forgotten.`;
};

// After a restore from backup, the key vault may hold keys that were destroyed after the backup
// was taken. The log remembers every erasure (AccountErased names its keys): destroy them again,
// then rebuild the read models (restored ones may predate the erasure too).
export const reapplyErasures = async (stack: Stack, log: (line: string) => void = console.log, readersGraceMs = READERS_GRACE_MS) => {
  const erasures = await stack.eventStore.readAll({ types: ['AccountErased'] });
  let destroyed = 0;
  for (const event of erasures) destroyed += await stack.stores.keyVault.erase((event.data as { subjects: string[] }).subjects);
  log(`${erasures.length} erasure(s) in the log; ${destroyed} key(s) that a restore had brought back destroyed.`);
  await rebuildEverything(stack, log, readersGraceMs);
  return 'Every erasure in the log holds again.';
};
