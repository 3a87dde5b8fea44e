import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { POST_CONTENT_MAX } from '@lorewright/domain/community/communityLimits';
import { DEFAULT_FEEDBACK, FEEDBACK_KINDS, type Feedback } from '@lorewright/domain/community/feedback';
import { NewPostBody } from '@lorewright/domain/community/post.bodies';
import type { LinkView } from '@lorewright/domain/community/postView';
import { useId } from 'react';
import { ContentField } from '../../components/community/ContentField';
import { LinksEditor } from '../../components/community/LinksEditor';
import { useActionRunner } from '../../components/community/useActionRunner';
import { useLocalDraft } from '../../components/community/useLocalDraft';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useCurrentUser } from '../../lib/session/api';
import { useNewPost } from './api';
import styles from './Feed.module.css';

interface PostDraft {
  content: string;
  feedback: Feedback;
  links: LinkView[];
}

export const POST_DRAFT_KEY = 'post';

/** The New Post box: text (with @mentions), the kind of feedback wanted, and up to six links; the draft survives a reload. */
export function NewPostForm() {
  const { draft, update, clear } = useLocalDraft<PostDraft>(POST_DRAFT_KEY, { content: '', feedback: DEFAULT_FEEDBACK, links: [] });
  // The draft (kept in local storage as typed) is the form's values, checked by posts/newPost's
  // body on Post: what is sent is what the body outputs (the text trimmed, the links without titles).
  const form = useBodyForm(NewPostBody, draft, { values: draft });
  const newPost = useNewPost();
  const { busy, run } = useActionRunner();
  const feedbackId = useId();
  // @ mentions search where 'Add Link' does: the poster's current world.
  const worldID = useCurrentUser()?.currentWorldID ?? null;

  // A refused post says its problem as a warning, as every form's validation does.
  const send = form.submitWith(async (body) => {
    const sent = await run(
      () => newPost.mutateAsync(body),
      ({ message }) => message || m.newPostAdded,
    );
    if (sent) clear();
  });

  return (
    <form className={styles.newPost} aria-label="New Post" onSubmit={(event) => void send(event)}>
      <ContentField
        label="New Post"
        placeholder="Share an idea, a question or your latest work"
        maxLength={POST_CONTENT_MAX}
        value={draft.content}
        onChange={(content) => update({ content })}
        mentionWorldID={worldID}
      />
      <div className={styles.formRow}>
        <label htmlFor={feedbackId} className="form-label">
          Feedback
        </label>
        <select
          id={feedbackId}
          className={styles.select}
          value={draft.feedback}
          onChange={(event) => update({ feedback: Number(event.target.value) as Feedback })}
        >
          {FEEDBACK_KINDS.map((name, value) => (
            <option key={name} value={value}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <LinksEditor links={draft.links} onChange={(links) => update({ links })} />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          Post
        </button>
      </div>
    </form>
  );
}
