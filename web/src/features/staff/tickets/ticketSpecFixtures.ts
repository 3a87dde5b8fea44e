import type { StaffTicketDetail, StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';

// Tickets as the server answers them: Grace (u2) asks; Ada (u1, support staff) handles them.

export function makeTicketItem(overrides: Partial<StaffTicketListItem> = {}): StaffTicketListItem {
  return {
    ticketId: 't1',
    userId: 'u2',
    userName: 'Grace Hopper',
    type: 'problem',
    subject: 'The map will not load',
    status: 'open',
    assignee: null,
    submittedAt: '2026-03-02T09:00:00.000Z',
    lastActivityAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

export function makeTicket(overrides: Partial<StaffTicketDetail> = {}): StaffTicketDetail {
  return {
    ...makeTicketItem(),
    content: 'It spins forever.\n<b>Not bold</b>',
    screenshots: [{ index: 1, contentType: 'image/png', size: 2048 }],
    answers: [],
    history: [],
    ...overrides,
  };
}

export const staffMembersAnswer = {
  status: 200,
  body: {
    members: [
      { _id: 'u1', name: 'Ada Lovelace', roles: ['support'] },
      { _id: 'u3', name: 'Alan Turing', roles: ['admin'] },
    ],
  },
};
