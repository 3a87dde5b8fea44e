import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { REPLY_CONTENT_MAX } from '@lorewright/domain/community/communityLimits';
import { DEFAULT_FEEDBACK } from '@lorewright/domain/community/feedback';
import { useState } from 'react';
import { ContentField } from './ContentField';
import type { PostActions } from './postActions';
import { useActionRunner } from './useActionRunner';
import styles from './Post.module.css';

/** A reply to a post or to a reply (`parentID`); closes itself once the server has it. */
export function ReplyForm({ parentID, reply, onDone }: { parentID: string; reply: PostActions['reply']; onDone: () => void }) {
  const [content, setContent] = useState('');
  const { busy, run, fail } = useActionRunner();

  const send = async () => {
    if (content.trim() === '') return fail(m.noReplyContent);
    const sent = await run(
      () => reply({ parentID, content, feedback: DEFAULT_FEEDBACK, links: [] }),
      ({ message }) => message || m.newReplyAdded,
    );
    if (sent) onDone();
  };

  return (
    <form
      className={styles.replyForm}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {/* The form opens on a click on Reply: typing can start at once. */}
      <ContentField label="Your reply" hideLabel placeholder="Write a reply" maxLength={REPLY_CONTENT_MAX} value={content} onChange={setContent} autoFocus />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Send Reply
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
