import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { changedFields } from './SettingsPage';

async function openSettings() {
  renderRoute('/dashboard/settings', { token: 't' });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    update: screen.getByRole('button', { name: 'Update' }),
  };
}

describe('account settings', () => {
  const api = mockApiPerTest({ 'POST me': meAnswer(makeUser()) });

  it('shows the avatar (default drawing), a read-only member-since date and the editable fields', async () => {
    const form = await openSettings();
    expect(form.name).toHaveValue('Ada Lovelace');
    expect(form.email).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Member since')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Member since')).toHaveValue('March 14, 2025');
    expect(document.querySelector('[data-default-avatar]')).not.toBeNull();
  });

  it('says "No changes made." when nothing changed, and sends nothing', async () => {
    const form = await openSettings();
    fireEvent.change(form.name, { target: { value: ' Ada Lovelace ' } });
    fireEvent.click(form.update);
    expect(await screen.findByText('No changes made.')).toBeInTheDocument();
    expect(api().callsTo('PUT user/updateUser')).toHaveLength(0);
  });

  it('sends only a changed name', async () => {
    api().on('PUT user/updateUser', (body) => ({
      status: 201,
      body: { message: 'Updated successfully.', user: makeUser({ name: (body as { name: string }).name }) },
    }));
    const form = await openSettings();
    fireEvent.change(form.name, { target: { value: 'Augusta Ada King' } });
    fireEvent.click(form.update);
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    expect(api().callsTo('PUT user/updateUser')[0]?.body).toEqual({ name: 'Augusta Ada King' });
    // The menu shows the new name.
    await waitFor(() => expect(within(screen.getByRole('complementary')).getByText('Augusta Ada King')).toBeInTheDocument());
  });

  it('refuses an invalid new email', async () => {
    const form = await openSettings();
    fireEvent.change(form.email, { target: { value: 'ada@example' } });
    fireEvent.click(form.update);
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to retype a new email exactly and for the current password before sending it', async () => {
    const pendingEmail = { address: 'ada@analytical.org', expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
    api().on('PUT user/updateUser', { status: 201, body: { message: m.emailChangeSent, user: makeUser({ pendingEmail }) } });
    const form = await openSettings();
    fireEvent.change(form.email, { target: { value: 'ada@analytical.org' } });
    fireEvent.click(form.update);

    const dialog = within(await screen.findByRole('dialog'));
    const retype = dialog.getByLabelText('Please re-enter your new email for confirmation.');
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Please enter the requested information.')).toBeInTheDocument();
    expect(retype).toHaveAttribute('aria-invalid', 'true');
    expect(retype).toHaveFocus();
    fireEvent.change(retype, { target: { value: 'ada@analytical.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Please enter matching information.')).toBeInTheDocument();
    fireEvent.change(retype, { target: { value: 'ada@analytical.org' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText(m.currentPasswordNeeded)).toBeInTheDocument();
    expect(dialog.getByLabelText('Current password')).toHaveFocus();
    expect(retype).not.toHaveAttribute('aria-invalid');
    expect(api().callsTo('PUT user/updateUser')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Current password'), { target: { value: 'correct horse' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(m.emailChangeSent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api().callsTo('PUT user/updateUser')[0]?.body).toEqual({ email: 'ada@analytical.org', password: 'correct horse' });
    // The account keeps its address until the link is opened, and says so.
    expect(form.email).toHaveValue(makeUser().email);
    expect(await screen.findByText(/Waiting for confirmation of/)).toHaveTextContent('ada@analytical.org');
  });

  it('withdraws a pending address change', async () => {
    const pendingEmail = { address: 'ada@analytical.org', expiresAt: new Date(Date.now() + 86_400_000).toISOString() };
    api().on('POST me', meAnswer(makeUser({ pendingEmail })));
    api().on('POST user/cancelEmailChange', { status: 200, body: { message: m.emailChangeCancelled } });
    await openSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText(m.emailChangeCancelled)).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for confirmation of/)).not.toBeInTheDocument();
    expect(api().callsTo('POST user/cancelEmailChange')).toHaveLength(1);
  });

  it("shows the server's error", async () => {
    api().on('PUT user/updateUser', { status: 400, body: { error: 'No changes made.' } });
    const form = await openSettings();
    fireEvent.change(form.name, { target: { value: 'Ada' } });
    fireEvent.click(form.update);
    expect(await screen.findByText('No changes made.')).toBeInTheDocument();
  });

  it('compares addresses without case or blanks', () => {
    const user = { name: 'Ada', email: 'ada@example.com' };
    expect(changedFields(user, 'Ada', ' ADA@example.com ')).toEqual({});
    expect(changedFields(user, 'Ada ', 'ada@example.org')).toEqual({ email: 'ada@example.org' });
  });

  it('previews colours live, keeps them and resets to the defaults', async () => {
    await openSettings();
    const primary = screen.getByLabelText(/Primary colour/);
    expect(primary).toHaveValue('#60e0be');
    fireEvent.change(primary, { target: { value: '#ff8800' } });
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#ff8800');
    expect(JSON.parse(localStorage.getItem('appearance') ?? '{}')).toMatchObject({ primary: '#ff8800' });

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('');
    expect(screen.getByLabelText(/Primary colour/)).toHaveValue('#60e0be');
    expect(screen.getByLabelText(/Secondary colour/)).toHaveValue('#b1c0da');
    expect(screen.getByLabelText(/Background colour/)).toHaveValue('#1a1a1a');
    expect(localStorage.getItem('appearance')).toBeNull();
  });
});

describe('avatar upload and removal', () => {
  const api = mockApiPerTest({ 'POST me': meAnswer(makeUser()) });
  const png = (size = 10) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
  const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText('Avatar image file'), { target: { files: [file] } });

  it('uploads the chosen image as the multipart field file and shows the new avatar', async () => {
    api().on('POST user/updateAvatar', { status: 201, body: { message: 'Avatar image updated successfully.', user: makeUser({ avatarImage: 'a1.png' }) } });
    await openSettings();
    expect(screen.queryByRole('button', { name: 'Remove Avatar' })).not.toBeInTheDocument();
    const file = png();
    chooseFile(file);
    expect(await screen.findByText('Avatar image updated successfully.')).toBeInTheDocument();
    const [, init] = api().fetchMock.mock.calls.find(([url]) => (url as string).endsWith('user/updateAvatar'))!;
    expect((init!.body as FormData).get('file')).toBe(file);
    await waitFor(() => expect(document.querySelector('img[src="/media/avatars/u1/a1.png"]')).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Remove Avatar' })).toBeInTheDocument();
  });

  it("shows the server's refusal as an error", async () => {
    api().on('POST user/updateAvatar', { status: 400, body: { error: 'Only PNG, JPEG, GIF and WebP images can be uploaded.' } });
    await openSettings();
    chooseFile(png());
    expect(await screen.findByText('Only PNG, JPEG, GIF and WebP images can be uploaded.')).toBeInTheDocument();
    expect(document.querySelector('[data-default-avatar]')).not.toBeNull();
  });

  it('does not send an image over the 5 MB limit', async () => {
    await openSettings();
    chooseFile(png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image is larger than the 5 MB allowance.')).toBeInTheDocument();
    expect(api().callsTo('POST user/updateAvatar')).toHaveLength(0);
  });

  it('removes an uploaded avatar, back to the default drawing', async () => {
    api().on('POST me', meAnswer(makeUser({ avatarImage: 'a1.png' })));
    api().on('POST user/clearAvatar', { status: 201, body: { message: 'Avatar image removed successfully.', user: makeUser() } });
    await openSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Avatar' }));
    expect(await screen.findByText('Avatar image removed successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Avatar' })).not.toBeInTheDocument());
    expect(document.querySelector('img[src="/media/avatars/u1/a1.png"]')).toBeNull();
  });
});
