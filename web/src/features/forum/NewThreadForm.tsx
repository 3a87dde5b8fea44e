import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { THREAD_TITLE_MAX } from '@lorewright/domain/community/communityLimits';
import { NewThreadBody } from '@lorewright/domain/community/post.bodies';
import { WORK_IN_PROGRESS, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { useId } from 'react';
import { useActionRunner } from '../../components/community/useActionRunner';
import { useLocalDraft } from '../../components/community/useLocalDraft';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { useNewThread } from './api';
import { ThreadComposer, type ComposerDraft } from './ThreadComposer';

// The body of forum/{subforum}/newthread without its post type (the call adds 'text'): its title
// first ('No thread title.'), then its text.
const NewThreadFields = NewThreadBody.pick({ title: true, content: true, links: true });

export const threadDraftKey = (subforum: SubforumSlug) => `thread.${subforum}`;

/** A new thread in `subforum`; its draft (title and text) is kept per sub-forum. */
export function NewThreadForm({ subforum, onDone }: { subforum: SubforumSlug; onDone: () => void }) {
  const { draft, update, clear } = useLocalDraft<ComposerDraft & { title: string }>(threadDraftKey(subforum), { title: '', content: '', links: [] });
  // The draft (kept in local storage as typed) is the form's values, checked by the body on Create.
  const form = useBodyForm(NewThreadFields, draft, { values: draft });
  const newThread = useNewThread(subforum);
  const { busy, run } = useActionRunner();
  const titleId = useId();
  const withLinks = subforum === WORK_IN_PROGRESS;

  // A refused thread says its problem as a warning, as every form's validation does.
  const send = form.submitWith(async ({ title, content, links }) => {
    const sent = await run(
      () => newThread.mutateAsync({ title, content, links: withLinks ? links : [] }),
      ({ message }) => message || m.newThreadAdded,
    );
    if (!sent) return;
    clear();
    onDone();
  });

  return (
    <ThreadComposer
      label="New Thread"
      draft={draft}
      onChange={update}
      withLinks={withLinks}
      busy={busy}
      submitLabel="Create Thread"
      onSubmit={() => void send()}
      before={
        <div className="form-field">
          <label htmlFor={titleId} className="form-label">
            Title
          </label>
          <input
            id={titleId}
            className="text-input"
            maxLength={THREAD_TITLE_MAX}
            value={draft.title}
            onChange={(event) => update({ title: event.target.value })}
          />
        </div>
      }
      after={
        <button type="button" className="button button-secondary" onClick={onDone}>
          Cancel
        </button>
      }
    />
  );
}
