import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { rolesDecider } from './roles.decide';
import type { RoleEvent } from './staff.events';
import { staffMessages as m } from './staffMessages';

const spec = deciderSpec(rolesDecider);
const at = '2026-11-25T10:00:00.000Z';
const base = { userId: 'u1', by: 'ops:root', at };
const granted = (role: 'support' | 'admin'): RoleEvent => ({ type: 'RoleGranted', data: { ...base, role } });
const revoked = (role: 'support' | 'admin'): RoleEvent => ({ type: 'RoleRevoked', data: { ...base, role } });

describe('staff roles', () => {
  it('a role not held is granted, recording who granted it', () => {
    spec
      .given([])
      .when({ type: 'GrantRole', ...base, role: 'support' })
      .then([granted('support')]);
  });

  it('a second role is granted beside the first', () => {
    spec
      .given([granted('support')])
      .when({ type: 'GrantRole', ...base, role: 'admin' })
      .then([granted('admin')]);
  });

  it('a role already held is not granted twice', () => {
    spec
      .given([granted('support')])
      .when({ type: 'GrantRole', ...base, role: 'support' })
      .thenThrows(m.roleAlreadyHeld);
  });

  it('a held role is revoked, and may be granted again after', () => {
    spec
      .given([granted('admin')])
      .when({ type: 'RevokeRole', ...base, role: 'admin' })
      .then([revoked('admin')]);
    spec
      .given([granted('admin'), revoked('admin')])
      .when({ type: 'GrantRole', ...base, role: 'admin' })
      .then([granted('admin')]);
  });

  it('a role not held cannot be revoked', () => {
    spec
      .given([granted('support')])
      .when({ type: 'RevokeRole', ...base, role: 'admin' })
      .thenThrows(m.roleNotHeld);
  });
});
