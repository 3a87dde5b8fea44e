import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const MB = 1024 * 1024;
const item = (id: string, status: MediaItemView['status'], size: number): MediaItemView => ({
  _id: id,
  ownerID: 'u1',
  folder: 'avatars',
  type: 'image/png',
  name: `${id}.png`,
  status,
  usedBy: status === 'active' ? ['avatar'] : [],
  uploadedOn: '2025-05-01T00:00:00.000Z',
  metadataAfter: { size },
});
const inUse = item('m1', 'active', 2 * MB);
const unused = item('m2', 'inactive', MB / 2);

async function openMedia() {
  renderRoute('/dashboard/media', { token: 't' });
  await screen.findByRole('heading', { level: 1, name: 'Media' });
}

describe('the media page', () => {
  const api = mockApiPerTest({ 'POST me': meAnswer(makeUser()), 'POST user/media': { status: 200, body: { media: [], totalSize: 0 } } });

  it('says when there is nothing uploaded, with an empty usage bar', async () => {
    await openMedia();
    expect(await screen.findByText('You have no uploaded media.')).toBeInTheDocument();
    expect(screen.getByText('Used 0.00 MB / 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Media allowance used' })).toHaveAttribute('value', '0');
  });

  it('shows usage, the hint and every image with its status; only inactive ones can be deleted', async () => {
    api().on('POST user/media', { status: 200, body: { media: [inUse, unused], totalSize: 2.5 * MB } });
    await openMedia();
    expect(await screen.findByText('Used 2.50 MB / 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '50');
    expect(screen.getByText(/Active media are in use and cannot be deleted/)).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Uploaded images' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('img', { name: 'Active' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: /Avatar image/ })).toHaveAttribute('src', '/media/avatars/u1/m1.png');
    expect(within(cards[0]).getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(within(cards[1]).getByRole('img', { name: 'Inactive' })).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });

  it('asks before deleting, with a preview; No keeps it, Yes deletes and reloads the list', async () => {
    api().on('POST user/media', { status: 200, body: { media: [inUse, unused], totalSize: 2.5 * MB } });
    api().on('DELETE user/media/m2', () => {
      api().on('POST user/media', { status: 200, body: { media: [inUse], totalSize: 2 * MB } });
      return { status: 200, body: { message: 'Deleted successfully.' } };
    });
    await openMedia();
    const cards = within(await screen.findByRole('list', { name: 'Uploaded images' })).getAllByRole('listitem');

    fireEvent.click(within(cards[1]).getByRole('button', { name: /Delete/ }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this media?' }));
    expect(dialog.getByText('This cannot be undone.')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: /Avatar image/ })).toHaveAttribute('src', '/media/avatars/u1/m2.png');
    fireEvent.click(dialog.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api().callsTo('DELETE user/media/m2')).toHaveLength(0);

    fireEvent.click(within(cards[1]).getByRole('button', { name: /Delete/ }));
    dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Uploaded images' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Used 2.00 MB / 5 MB')).toBeInTheDocument();
    expect(api().callsTo('DELETE user/media/m2')).toHaveLength(1);
  });

  it('a refused delete changes nothing on the page', async () => {
    api().on('POST user/media', { status: 200, body: { media: [unused], totalSize: MB / 2 } });
    api().on('DELETE user/media/m2', { status: 409, body: { error: 'This media is in use. Remove it from where it is used first.' } });
    await openMedia();
    fireEvent.click(within(await screen.findByRole('list', { name: 'Uploaded images' })).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api().callsTo('DELETE user/media/m2')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Uploaded images' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Deleted successfully.')).not.toBeInTheDocument();
  });
});
