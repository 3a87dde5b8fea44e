import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/formatDate';
import { makeStaffDetail } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { openAsStaff, openStaffUser } from '../openStaffPage';
import { makeTicketItem } from './ticketSpecFixtures';

const page = (tickets: ReturnType<typeof makeTicketItem>[], total = tickets.length, pageNumber = 0) => ({
  status: 200,
  body: { tickets, total, page: pageNumber, pageSize: 20 },
});

const openQueue = async (path = '/staff/tickets') => {
  const view = openAsStaff(api(), path);
  await screen.findByRole('heading', { level: 1, name: 'Support Tickets' }, { timeout: 5000 });
  return view;
};
const api = mockApiPerTest();

describe('/staff/tickets', () => {
  it('lists the open tickets: subject to the ticket, person to their page, type, date, assignee, status', async () => {
    api().on(
      'GET staff/tickets?filter=open&page=0',
      page([makeTicketItem(), makeTicketItem({ ticketId: 't2', subject: 'Refund', type: 'question', assignee: { _id: 'u1', name: 'Ada Lovelace' } })]),
    );
    await openQueue();
    const row = (await screen.findByRole('link', { name: 'The map will not load' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'The map will not load' })).toHaveAttribute('href', '/staff/tickets/t1');
    expect(within(row).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/staff/users/u2');
    expect(row).toHaveTextContent('Report A Problem');
    expect(row).toHaveTextContent(formatDate('2026-03-02T09:00:00.000Z'));
    expect(row).toHaveTextContent('Nobody');
    expect(row).toHaveTextContent('Open');
    const second = screen.getByRole('link', { name: 'Refund' }).closest('tr')!;
    expect(second).toHaveTextContent('I Have A Question');
    expect(second).toHaveTextContent('Ada Lovelace');
    expect(screen.getByText('2 tickets')).toBeInTheDocument();
  });

  it('switches to "Assigned to me" and "Closed", each with its own empty state', async () => {
    api().on('GET staff/tickets?filter=open&page=0', page([]));
    api().on('GET staff/tickets?filter=mine&page=0', page([]));
    api().on('GET staff/tickets?filter=closed&page=0', page([makeTicketItem({ status: 'closed', subject: 'Done' })]));
    await openQueue();
    expect(await screen.findByText('There are no open tickets.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Assigned to me' }));
    expect(await screen.findByText('No open tickets are assigned to you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    const row = (await screen.findByRole('link', { name: 'Done' })).closest('tr')!;
    expect(row).toHaveTextContent('Closed');
  });

  it('pages through a long queue', async () => {
    const many = Array.from({ length: 20 }, (_, i) => makeTicketItem({ ticketId: `t${i}`, subject: `Ticket ${i}` }));
    api().on('GET staff/tickets?filter=open&page=0', page(many, 21));
    api().on('GET staff/tickets?filter=open&page=1', page([makeTicketItem({ ticketId: 't20', subject: 'The last one' })], 21, 1));
    await openQueue();
    await screen.findByRole('link', { name: 'Ticket 0' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'The last one' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the filter and page the address names', async () => {
    api().on('GET staff/tickets?filter=closed&page=2', page([makeTicketItem({ subject: 'Old one', status: 'closed' })], 41, 2));
    await openQueue('/staff/tickets?filter=closed&page=2');
    expect(await screen.findByRole('link', { name: 'Old one' })).toBeInTheDocument();
  });
});

describe("the person's Support Tickets on /staff/users/:id", () => {
  it('lists their tickets, each opening the ticket', async () => {
    await openStaffUser(api(), makeStaffDetail({ tickets: [makeTicketItem({ subject: 'Billing question', status: 'closed' })] }));
    const section = within(screen.getByRole('region', { name: 'Support Tickets' }));
    expect(section.getByRole('link', { name: 'Billing question' })).toHaveAttribute('href', '/staff/tickets/t1');
    expect(section.getByText('Closed')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await openStaffUser(api(), makeStaffDetail());
    expect(within(screen.getByRole('region', { name: 'Support Tickets' })).getByText('No support tickets.')).toBeInTheDocument();
  });
});
