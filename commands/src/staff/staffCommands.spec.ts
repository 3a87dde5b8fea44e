import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import type { StaffRole } from '@lorewright/domain/staff/staffRoles';
import { createStaffCommands } from './staffCommands';

const staff = { actorId: 's1', correlationId: 'test' };
const ada = { actorId: 'ada', correlationId: 'test' };

// s1 is support, s2 support too, root an admin; ada is nobody's staff.
const ROLES = new Map<string, StaffRole[]>([
  ['ada', []],
  ['s1', ['support']],
  ['s2', ['support']],
  ['root', ['admin']],
]);

const setup = () => {
  const eventStore = createMemoryEventStore();
  let ids = 0;
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-11-25T10:00:00Z') }, ids: { newId: () => `v${++ids}` } };
  let blocked = false;
  const commands = createStaffCommands({
    ...ports,
    handle: createCommandHandler(ports),
    rolesOf: async (userId) => ROLES.get(userId) ?? null,
    // Like the account decider: a repeated block or unblock changes nothing.
    accounts: {
      block: async () => ({ position: blocked ? null : ((blocked = true), 1) }),
      unblock: async () => ({ position: blocked ? ((blocked = false), 2) : null }),
    },
  });
  return { commands, eventStore };
};

describe('staff commands', () => {
  it('issue a violation the person appeals by its date, as the dashboard sends it', async () => {
    const { commands, eventStore } = setup();
    const { violationId } = await commands.issueViolation('ada', 'Spam', staff);
    await commands.appeal('ada', { violationDate: '2026-11-25T10:00:00.000Z', reason: 'Not spam' }, ada);
    const events = await eventStore.readStream('violations-ada');
    expect(events.map((e) => [e.type, e.metadata.actorId])).toEqual([
      ['ViolationIssued', 's1'],
      ['ViolationAppealed', 'ada'],
    ]);
    expect(events[1].data).toMatchObject({ violationId });
  });

  it('staff may not act on their own account, nor on nobody', async () => {
    const { commands, eventStore } = setup();
    await expect(commands.issueViolation('s1', 'Spam', staff)).rejects.toThrow(m.notYourself);
    await expect(commands.block('s1', 'Spam', staff)).rejects.toThrow(m.notYourself);
    await expect(commands.issueViolation('nobody', 'Spam', staff)).rejects.toThrow(m.userNotFound);
    expect(await eventStore.readAll()).toEqual([]);
  });

  it('support may not judge, block or unblock a staff account; an admin may', async () => {
    const { commands, eventStore } = setup();
    for (const target of ['s2', 'root']) {
      await expect(commands.issueViolation(target, 'Spam', staff)).rejects.toThrow(m.staffAccountsAreForAdmins);
      await expect(commands.block(target, 'Spam', staff)).rejects.toThrow(m.staffAccountsAreForAdmins);
      await expect(commands.unblock(target, staff)).rejects.toThrow(m.staffAccountsAreForAdmins);
      await expect(commands.repeal(target, 'v1', staff)).rejects.toThrow(m.staffAccountsAreForAdmins);
      await expect(commands.rejectAppeal(target, 'v1', staff)).rejects.toThrow(m.staffAccountsAreForAdmins);
    }
    expect(await eventStore.readAll()).toEqual([]);
    await commands.issueViolation('s2', 'Spam', { actorId: 'root', correlationId: 'test' });
    expect((await eventStore.readAll()).map((e) => e.type)).toEqual(['ViolationIssued']);
  });

  it('a second block or an unblock of an open account is refused', async () => {
    const { commands } = setup();
    await commands.block('ada', 'Spam', staff);
    await expect(commands.block('ada', 'Spam', staff)).rejects.toThrow(m.alreadyBlocked);
    await commands.unblock('ada', staff);
    await expect(commands.unblock('ada', staff)).rejects.toThrow(m.notBlocked);
  });

  it('roles are granted and revoked by whoever is named', async () => {
    const { commands, eventStore } = setup();
    await commands.grantRole('ada', 'support', 'ops:root', { actorId: null, correlationId: 'ops' });
    await commands.revokeRole('ada', 'support', 'ops:root', { actorId: null, correlationId: 'ops' });
    expect((await eventStore.readStream('roles-ada')).map((e) => e.type)).toEqual(['RoleGranted', 'RoleRevoked']);
  });
});
