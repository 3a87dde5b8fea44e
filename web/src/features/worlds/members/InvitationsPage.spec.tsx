import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeInvitation, makePublicWorld } from '../../../testing/worldFixtures';

const accepted = makeInvitation({ _id: 'i3', world: { ...makeInvitation().world, name: 'Accepted World' }, acceptedOn: '2025-06-10T12:00:00.000Z' });
const pending = makeInvitation({ _id: 'i2', world: { ...makeInvitation().world, name: 'Pending World' } });
const rejected = makeInvitation({ _id: 'i1', world: { ...makeInvitation().world, name: 'Rejected World' }, rejectedOn: '2025-06-09T12:00:00.000Z' });

describe('/dashboard/invitations', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    // Newest first, as the server answers.
    'POST user/invitations': { status: 200, body: { invitations: [accepted, pending, rejected] } },
  });

  it('says when there are no invitations', async () => {
    api().on('POST user/invitations', { status: 200, body: { invitations: [] } });
    renderRoute('/dashboard/invitations', { token: 't' });
    expect(await screen.findByText(m.noInvitations)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lists pending invitations first with their answers, and answered ones with their state', async () => {
    renderRoute('/dashboard/invitations', { token: 't' });
    const items = within(await screen.findByRole('list', { name: 'World invitations' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Grace Hopper invited you to Pending World',
      'Grace Hopper invited you to Accepted World',
      'Grace Hopper invited you to Rejected World',
    ]);
    const [first, second, third] = items.map((item) => within(item));
    expect(first.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View invitation' })).toHaveAttribute('href', '/invitation/i2');
    expect(second.getByText(/Accepted on/)).toHaveTextContent('Accepted on June 10, 2025');
    expect(second.getByRole('link', { name: 'Accepted World' })).toHaveAttribute('href', '/world/w1');
    expect(second.queryByRole('button')).not.toBeInTheDocument();
    expect(third.getByText(/Rejected on/)).toHaveTextContent('Rejected on June 9, 2025');
    expect(third.queryByRole('link', { name: 'Rejected World' })).not.toBeInTheDocument();
  });

  it('accepts from the list and shows the new state', async () => {
    const nowAccepted = { ...pending, acceptedOn: '2025-06-11T12:00:00.000Z' };
    api().on('POST world/respondToInvitation', () => {
      api().on('POST user/invitations', { status: 200, body: { invitations: [accepted, nowAccepted, rejected] } });
      return { status: 200, body: { message: m.invitationAccepted, invitation: nowAccepted, world: makePublicWorld() } };
    });
    renderRoute('/dashboard/invitations', { token: 't' });
    const list = await screen.findByRole('list', { name: 'World invitations' });
    fireEvent.click(within(list).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(m.invitationAccepted)).toBeInTheDocument();
    expect(api().callsTo('POST world/respondToInvitation')[0]?.body).toEqual({ invitationID: 'i2', decision: 'accept' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByText(/Accepted on/)
          .map((state) => state.textContent),
      ).toContain('Accepted on June 11, 2025'),
    );
    expect(within(list).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
