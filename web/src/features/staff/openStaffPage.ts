import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { screen } from '@testing-library/react';
import { makeUser, meAnswer } from '../../testing/mockApi';
import type { MockApi } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

// The specs' way in: Ada (u1, support staff) signed in, at a console address.

export const staffAda = makeUser({ roles: ['support'] });

export function openAsStaff(api: MockApi, path: string) {
  api.on('POST me', meAnswer(staffAda));
  return renderRoute(path, { token: 't' });
}

/** Grace's page in the console, once its heading shows. */
export async function openStaffUser(api: MockApi, detail: StaffUserDetail) {
  api.on(`GET staff/users/${detail.user._id}`, { status: 200, body: detail });
  const view = openAsStaff(api, `/staff/users/${detail.user._id}`);
  // Pages load lazily; on a busy machine that can take longer than the default second.
  await screen.findByRole('heading', { level: 1, name: detail.user.name }, { timeout: 5000 });
  return view;
}
