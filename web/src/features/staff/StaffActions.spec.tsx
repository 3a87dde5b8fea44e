import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStaffDetail } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { openStaffUser } from './openStaffPage';
import { noAppeal, pendingAppeal } from './testing/staffSpecFixtures';

const grace = makeStaffDetail();
const region = (name: string) => within(screen.getByRole('region', { name }));
const answer = (message: string, detail: StaffUserDetail) => ({ status: 200, body: { message, detail } });
const confirmYes = async () => fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

describe('staff actions on /staff/users/:id', () => {
  const api = mockApiPerTest();

  it('issues a violation with its reason and shows the answer', async () => {
    api().on('POST staff/users/u2/violations', answer(m.violationIssued, { ...grace, violations: [noAppeal] }));
    await openStaffUser(api(), grace);
    const form = region('Issue Violation');
    fireEvent.change(form.getByRole('textbox', { name: 'Reason for the violation' }), { target: { value: '  Spam in the forum.  ' } });
    fireEvent.click(form.getByRole('button', { name: 'Issue Violation' }));
    expect(await screen.findByText(m.violationIssued)).toBeInTheDocument();
    expect(api().callsTo('POST staff/users/u2/violations')[0].body).toEqual({ reason: 'Spam in the forum.' });
    expect(region('Violations').getByText('Spam in the forum.')).toBeInTheDocument();
    expect(form.getByRole('textbox')).toHaveValue('');
  });

  it('refuses a blank reason before asking the server', async () => {
    await openStaffUser(api(), grace);
    fireEvent.change(region('Issue Violation').getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue Violation' }));
    expect(region('Issue Violation').getByRole('alert')).toHaveTextContent(m.reasonRequired);
    expect(api().callsTo('POST staff/users/u2/violations')).toHaveLength(0);
  });

  it("shows the server's words when an action fails", async () => {
    api().on('POST staff/users/u2/violations', { status: 403, body: { error: m.notYourself } });
    await openStaffUser(api(), grace);
    fireEvent.change(region('Issue Violation').getByRole('textbox'), { target: { value: 'Spam.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue Violation' }));
    expect(await screen.findByText(m.notYourself)).toBeInTheDocument();
  });

  it('blocks after the confirm, then offers Unblock', async () => {
    const blocked = { ...grace, user: { ...grace.user, accountStatus: 'blocked' as const } };
    api().on('POST staff/users/u2/block', answer(m.accountBlocked, blocked));
    api().on('POST staff/users/u2/unblock', answer(m.accountUnblocked, grace));
    await openStaffUser(api(), grace);
    fireEvent.change(region('Account Access').getByRole('textbox', { name: 'Reason for blocking' }), { target: { value: 'Repeated spam.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(api().callsTo('POST staff/users/u2/block')).toHaveLength(0);
    await confirmYes();
    expect(await screen.findByText(m.accountBlocked)).toBeInTheDocument();
    expect(api().callsTo('POST staff/users/u2/block')[0].body).toEqual({ reason: 'Repeated spam.' });
    expect(within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByText('Blocked')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await confirmYes();
    expect(await screen.findByText(m.accountUnblocked)).toBeInTheDocument();
    expect(api().callsTo('POST staff/users/u2/unblock')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('rejects an appeal only after the confirm', async () => {
    const rejected = { ...pendingAppeal, rejectedOn: '2026-02-12T10:00:00.000Z' };
    api().on('POST staff/users/u2/violations/v2/reject', answer(m.appealRejected, { ...grace, violations: [rejected] }));
    await openStaffUser(api(), { ...grace, violations: [pendingAppeal] });
    fireEvent.click(screen.getByRole('button', { name: 'Reject Appeal' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
    expect(api().callsTo('POST staff/users/u2/violations/v2/reject')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reject Appeal' }));
    await confirmYes();
    expect(await screen.findByText(m.appealRejected)).toBeInTheDocument();
    expect(region('Violations').getByText(/Appeal rejected/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Appeal' })).not.toBeInTheDocument();
  });

  it('repeals a violation after the confirm', async () => {
    const gone = { ...noAppeal, repealedOn: '2026-02-13T10:00:00.000Z' };
    api().on('POST staff/users/u2/violations/v1/repeal', answer(m.violationRepealed, { ...grace, violations: [gone] }));
    await openStaffUser(api(), { ...grace, violations: [noAppeal] });
    fireEvent.click(screen.getByRole('button', { name: 'Repeal' }));
    await confirmYes();
    expect(await screen.findByText(m.violationRepealed)).toBeInTheDocument();
    expect(region('Violations').getByText(/Repealed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Repeal' })).not.toBeInTheDocument();
  });
});
