import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { MailAddress } from './mailer';
import { render, siteUrl, type AccountMail } from './templates';

// What the person is told of a staff decision, as a notification title and a mail.
// product.md gives no texts; these are ours (docs/decisions.md, Staff).
export type StaffDecision = 'ViolationIssued' | 'AppealRejected' | 'ViolationRepealed' | 'AccountBlocked' | 'AccountUnblocked';

const DECISIONS: Record<StaffDecision, { title: string; paragraph: string }> = {
  ViolationIssued: {
    title: m.noticeViolation,
    paragraph: 'Support staff issued a violation of the content policy on your account. You can read it, and appeal it once, on your dashboard.',
  },
  AppealRejected: { title: m.noticeRejected, paragraph: 'Support staff reviewed your appeal and upheld the violation.' },
  ViolationRepealed: { title: m.noticeRepealed, paragraph: 'Support staff withdrew a violation on your account. It no longer counts against you.' },
  AccountBlocked: { title: m.noticeBlocked, paragraph: 'Until it is unblocked you can sign in, read and appeal your violations, but not change anything.' },
  AccountUnblocked: { title: m.noticeUnblocked, paragraph: 'You can use Lorewright fully again.' },
};

export const VIOLATIONS_PAGE = '/dashboard/violations';

export const staffDecisionTitle = (decision: StaffDecision) => DECISIONS[decision].title;

// `reason`: the violation's or the block's, when the decision has one.
export const staffDecisionMail = ({
  to,
  decision,
  reason,
  publicUrl,
}: {
  to: MailAddress;
  decision: StaffDecision;
  reason: string | null;
  publicUrl: string;
}): AccountMail => {
  const { title, paragraph } = DECISIONS[decision];
  return render(to, `${title.replace(/\.$/, '')} — Lorewright`, {
    heading: title,
    paragraphs: [...(reason ? [`Reason: ${reason}`] : []), paragraph],
    action: { label: 'See your violations', url: siteUrl(publicUrl, VIOLATIONS_PAGE.slice(1)) },
    footnote: 'If you have a question about this decision, write to us through the support page.',
  });
};
