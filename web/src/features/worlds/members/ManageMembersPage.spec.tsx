import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeInvitation, makeWorld } from '../../../testing/worldFixtures';

const author = { _id: 'u1', name: 'Ada Lovelace', avatarImage: 'default_avatar.png' };
const member = { _id: 'u2', name: 'Charles Babbage', avatarImage: 'default_avatar.png' };

describe('/manage-members', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser({ currentWorldID: 'w1' })),
    'GET world/w1': { status: 200, body: { world: makeWorld() } },
    'POST world/members': {
      status: 200,
      body: {
        author,
        members: [member],
        invitations: [makeInvitation({ _id: 'i9', invitedMemberEmail: 'mary@example.com', date: '2025-07-04T12:00:00.000Z' })],
      },
    },
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderRoute('/manage-members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a user without a current world to the creation hub', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: null })));
    const { router } = renderRoute('/manage-members', { token: 't' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
    expect(api().callsTo('POST world/members')).toHaveLength(0);
  });

  it("lists the author and members with avatars linking to their profiles, and the world's pending invitations", async () => {
    renderRoute('/manage-members', { token: 't' });
    const members = within(await screen.findByRole('list', { name: 'World members' }));
    expect(api().callsTo('POST world/members')[0]?.body).toEqual({ worldID: 'w1' });
    const links = members.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ada Lovelace', '/user/u1'],
      ['Charles Babbage', '/user/u2'],
    ]);
    for (const link of links) expect(link.querySelector('[data-default-avatar]')).not.toBeNull();
    expect(members.getByText('Owner')).toBeInTheDocument();
    expect(members.getByRole('combobox', { name: 'Role of Charles Babbage' })).toHaveValue('reader');
    expect(screen.queryByText(m.onlyMember)).not.toBeInTheDocument();

    const pending = within(screen.getByRole('list', { name: 'Pending invitations' }));
    expect(pending.getByText('mary@example.com')).toBeInTheDocument();
    expect(pending.getByText('July 4, 2025')).toBeInTheDocument();
    expect(await screen.findByText('Aldervale')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/creation');
  });

  it('says when the author is the only member and nobody is invited', async () => {
    api().on('POST world/members', { status: 200, body: { author, members: [], invitations: [] } });
    renderRoute('/manage-members', { token: 't' });
    expect(await screen.findByText(m.onlyMember)).toBeInTheDocument();
    expect(screen.getByText(m.noPendingInvitations)).toBeInTheDocument();
  });

  it('keeps Invite disabled while the e-mail field is empty', async () => {
    renderRoute('/manage-members', { token: 't' });
    const field = await screen.findByLabelText('Email address');
    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    fireEvent.change(field, { target: { value: '   ' } });
    expect(invite).toBeDisabled();
    fireEvent.change(field, { target: { value: 'mary@example.com' } });
    expect(invite).toBeEnabled();
  });

  it('invites by e-mail, says so, clears the field and reloads the lists', async () => {
    api().on('POST world/inviteMember', { status: 201, body: { message: m.invitationSent, invitation: makeInvitation() } });
    renderRoute('/manage-members', { token: 't' });
    const field = await screen.findByLabelText('Email address');
    fireEvent.change(field, { target: { value: ' lin@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));

    expect(await screen.findByText(m.invitationSent)).toBeInTheDocument();
    expect(api().callsTo('POST world/inviteMember')[0]?.body).toEqual({ invitedMemberEmail: 'lin@example.com', worldID: 'w1' });
    expect(field).toHaveValue('');
    await waitFor(() => expect(api().callsTo('POST world/members')).toHaveLength(2));
  });

  it("shows the server's error text when the invitation is refused", async () => {
    api().on('POST world/inviteMember', { status: 409, body: { error: m.alreadyInvited } });
    renderRoute('/manage-members', { token: 't' });
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'mary@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.alreadyInvited);
    expect(screen.getByLabelText('Email address')).toHaveValue('mary@example.com');
  });

  it('shows a member who belongs to the world, but neither the invite form nor the invited addresses', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u2', currentWorldID: 'w1' })));
    api().on('POST world/members', { status: 200, body: { author, members: [member] } });
    renderRoute('/manage-members', { token: 't' });
    const members = within(await screen.findByRole('list', { name: 'World members' }));
    expect(members.getByText('Reader')).toBeInTheDocument();
    expect(members.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Element access' })).not.toBeInTheDocument();
  });

  it('shows why the members could not be loaded', async () => {
    api().on('POST world/members', { status: 403, body: { error: m.isPrivate } });
    renderRoute('/manage-members', { token: 't' });
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(m.isPrivate);
  });
});
