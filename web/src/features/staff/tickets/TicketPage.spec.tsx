import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import type { StaffTicketDetail } from '@lorewright/domain/staff/ticketViews';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiPerTest } from '../../../testing/perTest';
import { openAsStaff } from '../openStaffPage';
import { makeTicket, staffMembersAnswer } from './ticketSpecFixtures';

const api = mockApiPerTest({ 'GET staff/members': staffMembersAnswer, 'GET staff/tickets/t1/screenshots/1': { status: 200, body: 'png bytes' } });
const region = (name: string) => within(screen.getByRole('region', { name }));
const answer = (message: string, ticket: StaffTicketDetail) => ({ status: 200, body: { message, ticket } });
const ada = { _id: 'u1', name: 'Ada Lovelace' };

const openTicket = async (ticket = makeTicket()) => {
  api().on('GET staff/tickets/t1', { status: 200, body: ticket });
  const view = openAsStaff(api(), '/staff/tickets/t1');
  await screen.findByRole('heading', { level: 1, name: ticket.subject }, { timeout: 5000 });
  return view;
};

describe('/staff/tickets/:ticketId', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:screenshot');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });

  it('shows the person, the type and the content as plain text', async () => {
    await openTicket();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/staff/users/u2');
    expect(within(header).getByText('Report A Problem')).toBeInTheDocument();
    expect(within(header).getByText('Open')).toBeInTheDocument();
    const request = region('Request');
    expect(request.getByText(/<b>Not bold<\/b>/)).toBeInTheDocument();
    expect(request.queryByText('Not bold', { selector: 'b' })).not.toBeInTheDocument();
  });

  it('loads each screenshot with the session and shows it from a blob', async () => {
    localStorage.setItem('token', 't');
    await openTicket();
    const image = await region('Screenshots').findByRole('img', { name: 'Screenshot 1' });
    expect(image).toHaveAttribute('src', 'blob:screenshot');
    const [call] = api().fetchMock.mock.calls.filter(([url]) => (url as string).endsWith('screenshots/1'));
    expect((call[1]?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    localStorage.removeItem('token');
  });

  it('assigns the ticket to a staff member and says so', async () => {
    api().on(
      'POST staff/tickets/t1/assign',
      answer(m.ticketAssigned, makeTicket({ assignee: ada, history: [{ kind: 'assigned', staff: ada, assignee: ada, at: '2026-03-02T10:00:00.000Z' }] })),
    );
    await openTicket();
    const select = await region('Handling').findByRole('combobox', { name: 'Assigned to' });
    await within(select).findByRole('option', { name: 'Ada Lovelace' });
    fireEvent.change(select, { target: { value: 'u1' } });
    expect(await screen.findByText(m.ticketAssigned)).toBeInTheDocument();
    expect(api().callsTo('POST staff/tickets/t1/assign')[0].body).toEqual({ assigneeId: 'u1' });
    expect(region('Handling').getByRole('combobox')).toHaveValue('u1');
    expect(region('History').getByText(/Ada Lovelace assigned it to themselves/)).toBeInTheDocument();
  });

  it('sends an answer by e-mail and shows it in the thread', async () => {
    const answered = makeTicket({ answers: [{ answerId: 'a1', staff: ada, message: 'Reload the page.', at: '2026-03-02T10:00:00.000Z' }] });
    api().on('POST staff/tickets/t1/answer', answer(m.answerSent, answered));
    await openTicket();
    expect(region('Answers').getByText('No answers yet.')).toBeInTheDocument();
    fireEvent.change(region('Answers').getByRole('textbox', { name: 'Answer by e-mail' }), { target: { value: '  Reload the page.  ' } });
    fireEvent.click(region('Answers').getByRole('button', { name: 'Send Answer' }));
    expect(await screen.findByText(m.answerSent)).toBeInTheDocument();
    expect(api().callsTo('POST staff/tickets/t1/answer')[0].body).toEqual({ message: 'Reload the page.' });
    expect(region('Answers').getByText('Reload the page.')).toBeInTheDocument();
    expect(region('Answers').getByRole('textbox')).toHaveValue('');
  });

  it('refuses a blank answer before asking the server', async () => {
    await openTicket();
    fireEvent.change(region('Answers').getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(region('Answers').getByRole('button', { name: 'Send Answer' }));
    expect(region('Answers').getByRole('alert')).toHaveTextContent(m.answerRequired);
    expect(api().callsTo('POST staff/tickets/t1/answer')).toHaveLength(0);
  });

  it('closes the ticket (no answer form then) and reopens it', async () => {
    const closed = makeTicket({ status: 'closed', history: [{ kind: 'closed', staff: ada, at: '2026-03-02T11:00:00.000Z' }] });
    api().on('POST staff/tickets/t1/close', answer(m.ticketClosedNow, closed));
    api().on('POST staff/tickets/t1/reopen', answer(m.ticketReopened, makeTicket()));
    await openTicket();
    fireEvent.click(region('Handling').getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(m.ticketClosedNow)).toBeInTheDocument();
    expect(region('Answers').queryByRole('textbox')).not.toBeInTheDocument();
    expect(region('History').getByText(/Ada Lovelace closed it/)).toBeInTheDocument();
    fireEvent.click(region('Handling').getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText(m.ticketReopened)).toBeInTheDocument();
    expect(region('Answers').getByRole('textbox')).toBeInTheDocument();
  });

  it("shows the server's words when an action fails", async () => {
    api().on('POST staff/tickets/t1/close', { status: 409, body: { error: m.ticketClosed } });
    await openTicket();
    fireEvent.click(region('Handling').getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(m.ticketClosed)).toBeInTheDocument();
  });

  it('says when the ticket does not exist', async () => {
    api().on('GET staff/tickets/t1', { status: 404, body: { error: m.ticketNotFound } });
    openAsStaff(api(), '/staff/tickets/t1');
    expect(await screen.findByText(m.ticketNotFound, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
