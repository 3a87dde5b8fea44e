import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeInvitation, makePublicWorld } from '../../../testing/worldFixtures';

const invitation = makeInvitation({
  world: { _id: 'w1', name: 'Aldervale', description: 'x'.repeat(100), headerImage: 'header.png' },
});
const answer = (message: string, changes: Parameters<typeof makeInvitation>[0]) => ({
  status: 200,
  body: { message, invitation: makeInvitation(changes), world: makePublicWorld() },
});

describe('/invitation/{id}', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser()),
    'POST world/invitation': { status: 200, body: { invitation } },
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/invitation/i1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows who invites the user to which world, with Accept and Reject', async () => {
    renderRoute('/invitation/i1', { token: 't' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(`Grace Hopper ${m.invitingYou}`);
    expect(api().callsTo('POST world/invitation')[0]?.body).toEqual({ invitationID: 'i1' });
    // In the title, and as the world's author on its card.
    for (const inviter of screen.getAllByRole('link', { name: 'Grace Hopper' })) expect(inviter).toHaveAttribute('href', '/user/a1');

    const world = screen.getByRole('link', { name: 'Aldervale' });
    expect(world).toHaveAttribute('href', '/world/w1');
    const card = world.closest('article')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/headers/a1/header.png');
    expect(card).toHaveTextContent(`${'x'.repeat(80)}...`);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('accepts, says so and opens the world', async () => {
    api().on('POST world/respondToInvitation', answer(m.invitationAccepted, { acceptedOn: '2025-06-03T12:00:00.000Z' }));
    const { router } = renderRoute('/invitation/i1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(m.invitationAccepted)).toBeInTheDocument();
    expect(api().callsTo('POST world/respondToInvitation')[0]?.body).toEqual({ invitationID: 'i1', decision: 'accept' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/world/w1'));
  });

  it('rejects, says so and shows the invitation as rejected', async () => {
    let answeredOnce = false;
    api().on('POST world/respondToInvitation', () => {
      answeredOnce = true;
      return answer(m.invitationRejected, { rejectedOn: '2025-06-03T12:00:00.000Z' });
    });
    api().on('POST world/invitation', () => ({
      status: 200,
      body: { invitation: answeredOnce ? makeInvitation({ rejectedOn: '2025-06-03T12:00:00.000Z' }) : invitation },
    }));
    const { router } = renderRoute('/invitation/i1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(m.invitationRejected)).toBeInTheDocument();
    expect(api().callsTo('POST world/respondToInvitation')[0]?.body).toEqual({ invitationID: 'i1', decision: 'reject' });
    expect(await screen.findByText(/Rejected on/)).toHaveTextContent('Rejected on June 3, 2025');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invitation/i1');
  });

  it("shows the server's error when the answer is refused", async () => {
    api().on('POST world/respondToInvitation', { status: 409, body: { error: m.invitationAnswered } });
    renderRoute('/invitation/i1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.invitationAnswered);
  });

  it('shows an answered invitation with its state instead of the buttons', async () => {
    api().on('POST world/invitation', { status: 200, body: { invitation: makeInvitation({ acceptedOn: '2025-06-05T12:00:00.000Z' }) } });
    renderRoute('/invitation/i1', { token: 't' });
    expect(await screen.findByText(/Accepted on/)).toHaveTextContent('Accepted on June 5, 2025');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('does not offer the answer to an account the invitation was not sent to', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'a1', email: 'grace@example.com' })));
    renderRoute('/invitation/i1', { token: 't' });
    expect(await screen.findByText(m.invitationNotYours)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the invitation cannot be loaded", async () => {
    api().on('POST world/invitation', { status: 404, body: { error: m.invitationNotFound } });
    renderRoute('/invitation/nope', { token: 't' });
    expect(await screen.findByText(m.invitationNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your invitations' })).toHaveAttribute('href', '/dashboard/invitations');
  });
});
