import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { openAccountsApp, type AccountsApp } from './testing/accountsTesting';

let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp();
});
afterAll(() => t.close());

const update = (token: string, payload: object) => t.call('PUT', 'user/updateUser', { token, payload });

describe('PUT /api/v1/user/updateUser', () => {
  it('changes the name and answers 201 with the updated user', async () => {
    const { token } = await t.signUp('rename@example.com');
    const res = await update(token, { name: 'Countess of Lovelace' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Updated successfully.', user: { name: 'Countess of Lovelace', email: 'rename@example.com' } });
  });

  it('refuses unchanged fields or none with No changes made. and stores nothing', async () => {
    const { token } = await t.signUp('same@example.com');
    await t.expectRefused(() => update(token, {}), 400, m.noChanges);
    await t.expectRefused(() => update(token, { name: 'Ada Lovelace', email: 'SAME@example.com' }), 400, m.noChanges);
  });

  it.each([
    [{ email: 'not-an-address' }, m.validEmail],
    [{ name: '  ' }, 'Please enter a name.'],
    [{ name: 'x'.repeat(81) }, 'Please enter a name of at most 80 characters.'],
  ])('refuses %j with 400 and stores nothing', async (payload, error) => {
    const { token } = await t.signUp(`invalid-${Math.random()}@example.com`);
    await t.expectRefused(() => update(token, payload), 400, error);
  });
});

describe('POST /api/v1/user/stepTutorial', () => {
  it('stores the step and answers with the tutorial', async () => {
    const { token } = await t.signUp('tutorial@example.com');
    const res = await t.call('POST', 'user/stepTutorial', { token, payload: { step: 3 } });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { tutorial: 3 } });
    expect((await t.call('POST', 'me', { token })).json().user.tutorial).toBe(3);
  });

  it.each([[{}], [{ step: -1 }], [{ step: 9 }], [{ step: 1.5 }], [{ step: '2' }]])('refuses %j with 400 and stores nothing', async (payload) => {
    const { token } = await t.signUp(`steps-${Math.random()}@example.com`);
    await t.expectRefused(() => t.call('POST', 'user/stepTutorial', { token, payload }), 400, 'step must be a whole number from 0 to 8.');
  });
});

describe('GET /api/v1/user/profile/{id}', () => {
  it('shows only the public fields', async () => {
    const { user } = await t.signUp('public@example.com');
    const res = await t.call('GET', `user/profile/${user._id}`);
    expect(res.json()).toEqual({
      user: { _id: user._id, name: 'Ada Lovelace', avatarImage: 'default_avatar.png', dateJoined: user.dateJoined, worlds: [], posts: [], threads: [] },
    });
  });

  it('answers 404 for an unknown user and for an account never activated', async () => {
    expect((await t.call('GET', 'user/profile/nobody')).json()).toEqual({ error: 'User not found.' });
    await t.register('hidden@example.com');
    const hidden = (await t.stack.eventStore.readAll()).find(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'hidden@example.com',
    );
    const res = await t.call('GET', `user/profile/${(hidden!.data as { userId: string }).userId}`);
    expect(res.statusCode).toBe(404);
  });
});
