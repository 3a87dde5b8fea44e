import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { REPLY_CONTENT_MAX } from '@lorewright/domain/community/communityLimits';
import { DEFAULT_FEEDBACK } from '@lorewright/domain/community/feedback';
import { NewReplyBody } from '@lorewright/domain/community/post.bodies';
import { useController } from 'react-hook-form';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { ContentField } from './ContentField';
import type { PostActions } from './postActions';
import { useActionRunner } from './useActionRunner';
import styles from './Post.module.css';

// The body of posts/newReply without what the form adds (the parent, the default feedback, no links).
const ReplyFields = NewReplyBody.pick({ content: true });

/** A reply to a post or to a reply (`parentID`); closes itself once the server has it. */
export function ReplyForm({ parentID, reply, onDone }: { parentID: string; reply: PostActions['reply']; onDone: () => void }) {
  const form = useBodyForm(ReplyFields, { content: '' });
  const content = useController({ control: form.control, name: 'content' }).field;
  const { busy, run } = useActionRunner();

  // A refused reply says its problem as a warning, as every form's validation does.
  const send = form.submitWith(async (body) => {
    const sent = await run(
      () => reply({ parentID, content: body.content, feedback: DEFAULT_FEEDBACK, links: [] }),
      ({ message }) => message || m.newReplyAdded,
    );
    if (sent) onDone();
  });

  return (
    <form className={styles.replyForm} onSubmit={(event) => void send(event)}>
      {/* The form opens on a click on Reply: typing can start at once. */}
      <ContentField
        label="Your reply"
        hideLabel
        placeholder="Write a reply"
        maxLength={REPLY_CONTENT_MAX}
        value={content.value}
        onChange={content.onChange}
        autoFocus
      />
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
