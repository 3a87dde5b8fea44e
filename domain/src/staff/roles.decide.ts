import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { RoleEvent, StaffRole } from './staff.events';
import { staffMessages as m } from './staffMessages';

// Stream `roles-{userId}`: the staff roles one account holds. `by` names who granted or revoked
// (an operator's 'ops:login' or a staff member), so the log answers "who made this person staff".
export type RoleCommand =
  | { type: 'GrantRole'; userId: string; role: StaffRole; by: string; at: string }
  | { type: 'RevokeRole'; userId: string; role: StaffRole; by: string; at: string };

export interface RoleState {
  roles: readonly StaffRole[];
}

export const rolesDecider: Decider<RoleCommand, RoleEvent, RoleState> = {
  initialState: () => ({ roles: [] }),

  evolve: (state, event) => {
    const others = state.roles.filter((role) => role !== event.data.role);
    return { roles: event.type === 'RoleGranted' ? [...others, event.data.role] : others };
  },

  decide: (command, state) => {
    const { userId, role, by, at } = command;
    const holds = state.roles.includes(role);
    switch (command.type) {
      case 'GrantRole':
        if (holds) throw conflict(m.roleAlreadyHeld);
        return [{ type: 'RoleGranted', data: { userId, role, by, at } }];
      case 'RevokeRole':
        if (!holds) throw conflict(m.roleNotHeld);
        return [{ type: 'RoleRevoked', data: { userId, role, by, at } }];
    }
  },
};
