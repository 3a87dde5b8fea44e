import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { REPORT_REASON_MAX } from '@lorewright/domain/community/communityLimits';
import type { ReportTarget } from '@lorewright/domain/community/post.events';
import { useId, useRef, useState } from 'react';
import { ModalFrame } from '../ModalFrame';
import type { PostActions } from './postActions';
import { useActionRunner } from './useActionRunner';
import styles from './Post.module.css';

/** 'Report' (signed-in readers only) on someone else's post, reply or thread: a reason for the moderators, then their thanks. */
export function ReportButton({ target, targetID, report }: { target: ReportTarget; targetID: string; report: PostActions['report'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.action} onClick={() => setOpen(true)}>
        Report
      </button>
      {open && <ReportModal target={target} targetID={targetID} report={report} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportModal({ target, targetID, report, onClose }: { target: ReportTarget; targetID: string; report: PostActions['report']; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, run } = useActionRunner();
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();

  const send = async () => {
    if (reason.trim() === '') return setProblem(m.reportReasonRequired);
    if (
      await run(
        () => report({ target, targetID, reason: reason.trim() }),
        ({ message }) => message || m.reportReceived,
      )
    )
      onClose();
  };

  return (
    <ModalFrame
      title={`Report this ${target}`}
      onClose={onClose}
      initialFocus={field}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void send()}>
            Send Report
          </button>
        </>
      }
    >
      <label htmlFor={fieldId} className="form-label">
        Reason
      </label>
      <textarea
        ref={field}
        id={fieldId}
        className={styles.textarea}
        maxLength={REPORT_REASON_MAX}
        value={reason}
        aria-invalid={problem !== ''}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem('');
        }}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </ModalFrame>
  );
}
