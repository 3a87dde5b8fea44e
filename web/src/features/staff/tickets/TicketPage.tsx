import type { StaffTicketDetail } from '@lorewright/domain/staff/ticketViews';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Loaded } from '../../../components/Loaded';
import { StaffConsolePage } from '../StaffConsolePage';
import { formatDateTime } from '../../../lib/formatDate';
import { AssigneeSelect } from '../AssigneeSelect';
import { Section } from '../Section';
import { useActionFeedback } from '../useActionFeedback';
import staffStyles from '../Staff.module.css';
import { TicketAnswerForm } from './TicketAnswerForm';
import { TicketScreenshots } from './TicketScreenshots';
import { useAnswerTicket, useAssignTicket, useCloseTicket, useReopenTicket, useStaffTicket } from './ticketsApi';
import { TicketStatusBadge } from './TicketStatusBadge';
import { personLink } from './TicketsTable';
import { historyWords, ticketTypeWords } from './ticketWords';
import styles from './Tickets.module.css';
import { FactList } from '../FactList';

/** /staff/tickets/:ticketId: one support ticket. */
export function TicketPage() {
  const { ticketId = '' } = useParams();
  return (
    <StaffConsolePage>
      <Ticket ticketId={ticketId} />
    </StaffConsolePage>
  );
}

// Asked only once the gate has let a staff member through.
function Ticket({ ticketId }: { ticketId: string }) {
  const ticket = useStaffTicket(ticketId);
  return (
    <Loaded query={ticket}>
      {(detail) => (
        <>
          <TicketHeader ticket={detail} />
          <Section title="Request">
            <p className={styles.content}>{detail.content}</p>
          </Section>
          <Section title="Screenshots">
            <TicketScreenshots ticketId={detail.ticketId} screenshots={detail.screenshots} />
          </Section>
          <HandlingSection ticket={detail} />
          <AnswersSection ticket={detail} />
          <HistorySection ticket={detail} />
        </>
      )}
    </Loaded>
  );
}

function TicketHeader({ ticket }: { ticket: StaffTicketDetail }) {
  const facts: [string, ReactNode][] = [
    ['From', <Link to={personLink(ticket.userId)}>{ticket.userName}</Link>],
    ['Type', ticketTypeWords(ticket.type)],
    ['Submitted', formatDateTime(ticket.submittedAt)],
    ['Last activity', formatDateTime(ticket.lastActivityAt)],
    ['Assigned to', ticket.assignee?.name ?? 'Nobody'],
  ];
  return (
    <header className="page-heading">
      <title>{`${ticket.subject} · Support Tickets · Lorewright`}</title>
      <div className={staffStyles.titleRow}>
        <h1 className="dashboard-title">{ticket.subject}</h1>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <FactList facts={facts} />
    </header>
  );
}

function HandlingSection({ ticket }: { ticket: StaffTicketDetail }) {
  const assign = useAssignTicket(ticket.ticketId);
  const close = useCloseTicket(ticket.ticketId);
  const reopen = useReopenTicket(ticket.ticketId);
  const feedback = useActionFeedback();
  const busy = assign.isPending || close.isPending || reopen.isPending;
  const closed = ticket.status === 'closed';
  return (
    <Section title="Handling">
      <div className={styles.actions}>
        {closed ? (
          <p className="empty-note">Reopen the ticket to assign or answer it.</p>
        ) : (
          <AssigneeSelect value={ticket.assignee?._id ?? null} busy={busy} onChange={(assigneeId) => assign.mutate(assigneeId, feedback())} />
        )}
        <div className="button-row">
          {closed ? (
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => reopen.mutate(undefined, feedback())}>
              Reopen
            </button>
          ) : (
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => close.mutate(undefined, feedback())}>
              Close
            </button>
          )}
        </div>
      </div>
    </Section>
  );
}

function AnswersSection({ ticket }: { ticket: StaffTicketDetail }) {
  const answer = useAnswerTicket(ticket.ticketId);
  const feedback = useActionFeedback();
  return (
    <Section title="Answers">
      {ticket.answers.length === 0 ? (
        <p className="empty-note">No answers yet.</p>
      ) : (
        <ol className={styles.thread} aria-label="Answers sent">
          {ticket.answers.map((each) => (
            <li key={each.answerId} className={styles.answer}>
              <span className={styles.answerMeta}>{`${each.staff.name} · ${formatDateTime(each.at)}`}</span>
              <p className={styles.content}>{each.message}</p>
            </li>
          ))}
        </ol>
      )}
      {ticket.status === 'open' && <TicketAnswerForm busy={answer.isPending} onSend={(message, done) => answer.mutate(message, feedback(done))} />}
    </Section>
  );
}

function HistorySection({ ticket }: { ticket: StaffTicketDetail }) {
  return (
    <Section title="History">
      <ol className={styles.history}>
        <li>{`${ticket.userName} submitted it · ${formatDateTime(ticket.submittedAt)}`}</li>
        {ticket.history.map((entry, index) => (
          <li key={index}>{`${historyWords(entry)} · ${formatDateTime(entry.at)}`}</li>
        ))}
      </ol>
    </Section>
  );
}
