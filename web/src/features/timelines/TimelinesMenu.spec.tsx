import type { TimelineListItem } from '@lorewright/domain/timelines/timelineView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeTimelineListItem, timelinesAnswer } from '../../testing/timelineListFixtures';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: nextYear } });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: nextYear } });
const world = makeWorld({ members: ['u2'] });

const longAge = makeTimelineListItem();
const floods = makeTimelineListItem({ _id: 't2', title: 'The Floods', num_lines: 0, num_points: 0, visibility: 'public' });

const menu = () => within(screen.getByRole('tabpanel'));

describe('timelines menu', () => {
  const api = mockApiPerTest();

  const openMenu = async (timelines: TimelineListItem[] = [longAge, floods], user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('POST timeline/timelines', timelinesAnswer(timelines));
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Timelines/ }, { timeout: 5000 }));
    await menu().findByRole('heading', { level: 2, name: 'Timelines' });
    if (timelines.length > 0) await menu().findByText(timelines[0].title);
  };
  const editMode = () => fireEvent.click(menu().getByRole('button', { name: 'Edit' }));

  it('lists the timelines with their lines and points, opening each, with New Timeline and Calendar', async () => {
    await openMenu();
    expect(api().callsTo('POST timeline/timelines')[0]?.body).toEqual({ worldID: 'w1' });
    expect(menu().getByRole('link', { name: /The Long Age/ })).toHaveAttribute('href', '/timeline/t1');
    expect(menu().getByRole('link', { name: /The Long Age/ })).toHaveTextContent('2 lines · 5 points');
    expect(menu().getByRole('link', { name: /The Floods/ })).toHaveTextContent('You have no lines.');
    expect(menu().getByRole('link', { name: 'New Timeline' })).toHaveAttribute('href', '/new-timeline');
    expect(menu().getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/calendar');
  });

  it('says when the world has no timelines', async () => {
    await openMenu([]);
    expect(await menu().findByText('You have not created any timelines.')).toBeInTheDocument();
  });

  it('filters the list by title with the search box', async () => {
    await openMenu();
    const search = menu().getByRole('searchbox', { name: 'Search Worlds' });
    fireEvent.change(search, { target: { value: 'flood' } });
    expect(menu().queryByRole('link', { name: /The Long Age/ })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: /The Floods/ })).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'dragons' } });
    expect(menu().getByText('No timeline\'s title contains "dragons".')).toBeInTheDocument();
  });

  it('gives a member no New Timeline and no Edit', async () => {
    await openMenu([longAge], member);
    expect(menu().queryByRole('link', { name: 'New Timeline' })).not.toBeInTheDocument();
    expect(menu().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renames one row at a time, refusing a blank name', async () => {
    api().on('PUT timeline/rename', { status: 200, body: { message: 'Updated successfully.' } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Rename The Long Age' }));
    fireEvent.click(menu().getByRole('button', { name: 'Rename The Floods' }));
    expect(menu().queryByRole('textbox', { name: 'New name for The Long Age' })).not.toBeInTheDocument();
    const input = menu().getByRole('textbox', { name: 'New name for The Floods' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('PUT timeline/rename')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' The Great Floods ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().callsTo('PUT timeline/rename')[0]?.body).toEqual({ timelineID: 't2', worldID: 'w1', title: 'The Great Floods' }));
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
  });

  it('deletes after the confirm dialog with its warning', async () => {
    api().on('POST timeline/delete', { status: 200, body: { message: 'Deleted.' } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete The Long Age' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "The Long Age"?' }));
    expect(dialog.getByText('All data in this timeline will be lost.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api().callsTo('POST timeline/delete')[0]?.body).toEqual({ timelineID: 't1', worldID: 'w1' }));
    expect(await screen.findByText('Timeline deleted successfully.')).toBeInTheDocument();
  });

  it('changes visibility after the confirm dialog', async () => {
    api().on('POST updateElementVisibility', { status: 200, body: { message: wm.madeVisibility('The Long Age', 'public') } });
    await openMenu();
    editMode();
    fireEvent.change(menu().getByRole('combobox', { name: 'Visibility of The Long Age' }), { target: { value: 'public' } });
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Make "The Long Age" public?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api().callsTo('POST updateElementVisibility')[0]?.body).toEqual({ element: 'timeline', elementID: 't1', worldID: 'w1', visibility: 'public' }),
    );
    expect(await screen.findByText('Made "The Long Age" public.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete", async () => {
    api().on('POST timeline/delete', { status: 403, body: { error: 'Only the author can change this timeline.' } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete The Floods' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Only the author can change this timeline.')).toBeInTheDocument();
  });
});
