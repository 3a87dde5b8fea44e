import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStaffDetail } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { openAsStaff, openStaffUser } from '../openStaffPage';
import { makeReportItem } from './reportSpecFixtures';

const page = (reports: StaffReportListItem[], total = reports.length, pageNumber = 0) => ({
  status: 200,
  body: { reports, total, page: pageNumber, pageSize: 20 },
});
const answer = (message: string, report: StaffReportListItem) => ({ status: 200, body: { message, report } });
const members = { status: 200, body: { members: [{ _id: 'u1', name: 'Ada Lovelace', roles: ['support'] }] } };
const confirmYes = async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

const api = mockApiPerTest();
const openQueue = async (path = '/staff/reports') => {
  api().on('GET staff/members', members);
  const view = openAsStaff(api(), path);
  await screen.findByRole('heading', { level: 1, name: 'Content Reports' }, { timeout: 5000 });
  return view;
};
const card = async (name: string) => within(await screen.findByRole('article', { name }));

describe('/staff/reports', () => {
  it('shows what was reported as plain text with a link to it, the author and reporter linking to their pages, reason and state', async () => {
    api().on(
      'GET staff/reports?filter=open&page=0',
      page([makeReportItem(), makeReportItem({ reportId: 'x2', target: 'thread', title: 'Flame war', link: '/community/forum/discussions/t1' })]),
    );
    await openQueue();
    const first = await card('Post by Grace Hopper');
    expect(first.getByText('You are all <b>fools</b>.')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View it in the feed' })).toHaveAttribute('href', '/community/posts');
    expect(first.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/staff/users/u2');
    expect(first.getByRole('link', { name: 'Bob Kahn' })).toHaveAttribute('href', '/staff/users/u3');
    expect(first.getByText('Insults other members.')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('Shown')).toBeInTheDocument();
    const second = await card('Thread: Flame war');
    expect(second.getByRole('link', { name: 'View it in the thread' })).toHaveAttribute('href', '/community/forum/discussions/t1');
    expect(screen.getByText('2 reports')).toBeInTheDocument();
  });

  it('has an empty state per filter', async () => {
    for (const filter of ['open', 'mine', 'closed']) api().on(`GET staff/reports?filter=${filter}&page=0`, page([]));
    await openQueue();
    expect(await screen.findByText('There are no open reports.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Assigned to me' }));
    expect(await screen.findByText('No open reports are assigned to you.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(await screen.findByText('No report has been closed yet.')).toBeInTheDocument();
  });

  it('assigns, hides with a reason after the confirm, and closes', async () => {
    const report = makeReportItem();
    api().on('GET staff/reports?filter=open&page=0', page([report]));
    api().on('POST staff/reports/x1/assign', answer(r.reportAssigned, { ...report, assignee: { _id: 'u1', name: 'Ada Lovelace' } }));
    api().on('POST staff/reports/x1/hide', answer(r.contentHidden, { ...report, hidden: true, hiddenReason: 'Insults.' }));
    api().on('POST staff/reports/x1/close', answer(r.reportClosed, { ...report, status: 'closed' }));
    await openQueue();
    const reported = await card('Post by Grace Hopper');
    await screen.findByRole('option', { name: 'Ada Lovelace' });
    fireEvent.change(reported.getByRole('combobox', { name: 'Assigned to' }), { target: { value: 'u1' } });
    expect(await screen.findByText(r.reportAssigned)).toBeInTheDocument();
    expect(api().callsTo('POST staff/reports/x1/assign')[0].body).toEqual({ assigneeId: 'u1' });

    fireEvent.change(reported.getByRole('textbox', { name: 'Reason for hiding (the author sees it)' }), { target: { value: '  Insults.  ' } });
    fireEvent.click(reported.getByRole('button', { name: 'Hide' }));
    expect(api().callsTo('POST staff/reports/x1/hide')).toHaveLength(0);
    await confirmYes();
    expect(await screen.findByText(r.contentHidden)).toBeInTheDocument();
    expect(api().callsTo('POST staff/reports/x1/hide')[0].body).toEqual({ reason: 'Insults.' });

    fireEvent.click(reported.getByRole('button', { name: 'Close report' }));
    await confirmYes();
    expect(await screen.findByText(r.reportClosed)).toBeInTheDocument();
    expect(api().callsTo('POST staff/reports/x1/close')).toHaveLength(1);
  });

  it('offers Restore for hidden content, and says when the author deleted it', async () => {
    api().on(
      'GET staff/reports?filter=open&page=0',
      page([
        makeReportItem({ hidden: true, hiddenReason: 'Insults.' }),
        makeReportItem({ reportId: 'x2', gone: true, excerpt: '', author: { _id: 'u4', name: 'Cy Young' } }),
      ]),
    );
    api().on('POST staff/reports/x1/restore', answer(r.contentRestored, makeReportItem()));
    await openQueue();
    const hidden = await card('Post by Grace Hopper');
    expect(hidden.getByText('Hidden: Insults.')).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Hide' })).toBeNull();
    fireEvent.click(hidden.getByRole('button', { name: 'Restore' }));
    await confirmYes();
    expect(await screen.findByText(r.contentRestored)).toBeInTheDocument();
    const gone = await card('Post by Cy Young');
    expect(gone.getByText('The author has deleted it.')).toBeInTheDocument();
    expect(gone.queryByRole('link', { name: /View it/ })).toBeNull();
  });

  it('pages through a long queue', async () => {
    api().on('GET staff/reports?filter=open&page=0', page([makeReportItem()], 45));
    api().on('GET staff/reports?filter=open&page=1', page([makeReportItem({ reportId: 'x9', author: { _id: 'u9', name: 'Page Two' } })], 45, 1));
    await openQueue();
    await card('Post by Grace Hopper');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Post by Page Two' })).toBeInTheDocument();
  });
});

describe('Content Reports on a person’s staff page', () => {
  it('lists reports about them and by them, linking the content and both people', async () => {
    await openStaffUser(api(), makeStaffDetail({ reports: [makeReportItem({ hidden: true, hiddenReason: 'Insults.' })] }));
    const section = within(screen.getByRole('region', { name: 'Content Reports' }));
    expect(section.getByRole('link', { name: 'You are all <b>fools</b>.' })).toHaveAttribute('href', '/community/posts');
    expect(section.getByRole('link', { name: 'Bob Kahn' })).toHaveAttribute('href', '/staff/users/u3');
    expect(section.getByText('Post (hidden):', { exact: false })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await openStaffUser(api(), makeStaffDetail());
    expect(
      within(screen.getByRole('region', { name: 'Content Reports' })).getByText('No reports about this person’s content, and none made by them.'),
    ).toBeInTheDocument();
  });
});
