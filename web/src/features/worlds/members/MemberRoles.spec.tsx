import { roleMessages as r } from '@lorewright/domain/worlds/memberRoles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorldMembers } from '../api';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeElement, makeWorld } from '../../../testing/worldFixtures';

const owner = { _id: 'u1', name: 'Ada Lovelace', avatarImage: 'default_avatar.png' };
const charles = { _id: 'u2', name: 'Charles Babbage', avatarImage: 'default_avatar.png' };
const grace = { _id: 'u3', name: 'Grace Hopper', avatarImage: 'default_avatar.png' };

const world = makeWorld({
  members: ['u2', 'u3'],
  roles: { u3: 'co-owner' },
  writings: [makeElement('wr1', 'Chapter One'), makeElement('f1', 'Drafts', { type: 'folder' })],
  maps: [makeElement('mp1', 'The Old Coast')],
});

const people = (extra: Partial<WorldMembers> = {}): WorldMembers => ({
  author: owner,
  members: [charles, grace],
  invitations: [],
  roles: { u2: 'reader', u3: 'co-owner' },
  elementAccess: {},
  ...extra,
});

const changed = (message: string, members: WorldMembers) => ({ status: 200, body: { message, world, ...members } });

describe('roles on /manage-members', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser({ currentWorldID: 'w1' })),
    'GET world/w1': { status: 200, body: { world } },
    'POST world/members': { status: 200, body: people() },
  });

  it('says truthfully what each role may do', async () => {
    renderRoute('/manage-members', { token: 't' });
    expect(await screen.findByText(/Readers read everything in this world, private elements included\./)).toHaveTextContent(
      'Editors also create and edit its elements; co-owners also manage its members. Only the owner deletes the world.',
    );
  });

  it('lets the owner give any role, saving on change and saying so', async () => {
    api().on('POST world/setMemberRole', changed(r.roleChanged, people({ roles: { u2: 'editor', u3: 'co-owner' } })));
    renderRoute('/manage-members', { token: 't' });
    const role = await screen.findByRole('combobox', { name: 'Role of Charles Babbage' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Reader', 'Editor', 'Co-owner']);
    expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue('co-owner');

    fireEvent.change(role, { target: { value: 'editor' } });
    expect(await screen.findByText(`${r.roleChanged} Charles Babbage is now an editor.`)).toBeInTheDocument();
    expect(api().callsTo('POST world/setMemberRole')[0]?.body).toEqual({ worldID: 'w1', memberID: 'u2', role: 'editor' });
    expect(screen.getByRole('combobox', { name: 'Role of Charles Babbage' })).toHaveValue('editor');
  });

  it("shows the server's refusal and keeps the role as it was", async () => {
    api().on('POST world/setMemberRole', { status: 403, body: { error: r.onlyOwnerCoOwners } });
    renderRoute('/manage-members', { token: 't' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Charles Babbage' }), { target: { value: 'co-owner' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(r.onlyOwnerCoOwners);
    expect(screen.getByRole('combobox', { name: 'Role of Charles Babbage' })).toHaveValue('reader');
  });

  it("lets a co-owner make readers and editors, and leaves another co-owner's row to the owner", async () => {
    const dora = { _id: 'u4', name: 'Dorothy Vaughan', avatarImage: 'default_avatar.png' };
    api().on('POST me', meAnswer(makeUser({ _id: 'u3', currentWorldID: 'w1' })));
    api().on('POST world/members', { status: 200, body: people({ members: [charles, grace, dora], roles: { u2: 'editor', u3: 'co-owner', u4: 'co-owner' } }) });
    renderRoute('/manage-members', { token: 't' });
    const role = await screen.findByRole('combobox', { name: 'Role of Charles Babbage' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Reader', 'Editor']);
    expect(screen.queryByRole('combobox', { name: 'Role of Dorothy Vaughan' })).not.toBeInTheDocument();
    const members = within(screen.getByRole('list', { name: 'World members' }));
    expect(members.getAllByText('Co-owner')).toHaveLength(2);
    expect(members.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending invitations' })).toBeInTheDocument();
  });

  it('shows a reader every role as a tag, and nothing to change', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u2', currentWorldID: 'w1' })));
    api().on('POST world/members', { status: 200, body: { author: owner, members: [charles, grace], roles: { u2: 'reader', u3: 'co-owner' } } });
    renderRoute('/manage-members', { token: 't' });
    const members = within(await screen.findByRole('list', { name: 'World members' }));
    expect(members.getAllByText(/^(Owner|Reader|Co-owner)$/).map((tag) => tag.textContent)).toEqual(['Owner', 'Reader', 'Co-owner']);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(/You are a reader here\./)).toBeInTheDocument();
  });
});

describe('element access on /manage-members', () => {
  const api = mockApiPerTest({
    'POST me': meAnswer(makeUser({ currentWorldID: 'w1' })),
    'GET world/w1': { status: 200, body: { world } },
    'POST world/members': { status: 200, body: people({ elementAccess: { 'map:mp1': { u3: 'read' } } }) },
  });

  it("offers the world's elements by kind, starting at the member's current access", async () => {
    renderRoute('/manage-members', { token: 't' });
    const element = await screen.findByRole('combobox', { name: 'Element' });
    await waitFor(() =>
      expect(
        within(element)
          .getAllByRole('group')
          .map((group) => group.getAttribute('label')),
      ).toEqual(['Writings', 'Maps']),
    );
    expect(within(element).queryByRole('option', { name: 'Drafts' })).not.toBeInTheDocument();
    const access = screen.getByRole('combobox', { name: 'Access' });
    expect(
      within(access)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Role’s default', 'None', 'Read', 'Edit']);
    expect(screen.getByRole('button', { name: 'Save access' })).toBeDisabled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Member' }), { target: { value: 'u3' } });
    fireEvent.change(element, { target: { value: 'map:mp1' } });
    expect(access).toHaveValue('read');
    fireEvent.change(element, { target: { value: 'writing:wr1' } });
    expect(access).toHaveValue('role');
  });

  it('saves an override, says so, and lists it', async () => {
    const after = people({ elementAccess: { 'map:mp1': { u3: 'read' }, 'writing:wr1': { u2: 'edit' } } });
    api().on('POST updateElementAccess', changed(r.accessChanged, after));
    renderRoute('/manage-members', { token: 't' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Member' }), { target: { value: 'u2' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Chapter One' })).toBeInTheDocument());
    fireEvent.change(screen.getByRole('combobox', { name: 'Element' }), { target: { value: 'writing:wr1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Access' }), { target: { value: 'edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save access' }));

    expect(await screen.findByText(r.accessChanged)).toBeInTheDocument();
    expect(api().callsTo('POST updateElementAccess')[0]?.body).toEqual({ worldID: 'w1', memberID: 'u2', element: 'writing', elementID: 'wr1', access: 'edit' });
    const overrides = within(screen.getByRole('list', { name: 'Access overrides' }));
    expect(overrides.getByText('Charles Babbage')).toBeInTheDocument();
    expect(overrides.getByText('Chapter One · Writings')).toBeInTheDocument();
    expect(overrides.getByText('Edit')).toBeInTheDocument();
  });

  it('removes an override, putting the role back', async () => {
    api().on('POST updateElementAccess', changed(r.accessChanged, people()));
    renderRoute('/manage-members', { token: 't' });
    const remove = await screen.findByRole('button', { name: 'Remove the override of Grace Hopper for The Old Coast' });
    fireEvent.click(remove);
    expect(await screen.findByText(/No overrides: every member has their role’s access\./)).toBeInTheDocument();
    expect(api().callsTo('POST updateElementAccess')[0]?.body).toEqual({ worldID: 'w1', memberID: 'u3', element: 'map', elementID: 'mp1', access: 'role' });
  });

  it("shows a co-owner another co-owner's override without a way to remove it, nor that co-owner to choose", async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u4', currentWorldID: 'w1' })));
    const dora = { _id: 'u4', name: 'Dorothy Vaughan', avatarImage: 'default_avatar.png' };
    api().on('POST world/members', {
      status: 200,
      body: people({ members: [charles, grace, dora], roles: { u2: 'reader', u3: 'co-owner', u4: 'co-owner' }, elementAccess: { 'map:mp1': { u3: 'read' } } }),
    });
    renderRoute('/manage-members', { token: 't' });
    const overrides = within(await screen.findByRole('list', { name: 'Access overrides' }));
    expect(overrides.getByText('Grace Hopper')).toBeInTheDocument();
    expect(overrides.queryByRole('button')).not.toBeInTheDocument();
    const member = await screen.findByRole('combobox', { name: 'Member' });
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member', 'Charles Babbage (Reader)']);
  });
});
