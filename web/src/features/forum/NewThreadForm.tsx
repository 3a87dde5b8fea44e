import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { THREAD_TITLE_MAX } from '@lorewright/domain/community/communityLimits';
import { WORK_IN_PROGRESS, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { useId } from 'react';
import { toPostLinks } from '../../components/community/LinksEditor';
import { useActionRunner } from '../../components/community/useActionRunner';
import { useLocalDraft } from '../../components/community/useLocalDraft';
import { useNewThread } from './api';
import { ThreadComposer, type ComposerDraft } from './ThreadComposer';

export const threadDraftKey = (subforum: SubforumSlug) => `thread.${subforum}`;

/** A new thread in `subforum`; its draft (title and text) is kept per sub-forum. */
export function NewThreadForm({ subforum, onDone }: { subforum: SubforumSlug; onDone: () => void }) {
  const { draft, update, clear } = useLocalDraft<ComposerDraft & { title: string }>(threadDraftKey(subforum), { title: '', content: '', links: [] });
  const newThread = useNewThread(subforum);
  const { busy, run, fail } = useActionRunner();
  const titleId = useId();
  const withLinks = subforum === WORK_IN_PROGRESS;

  const send = async () => {
    if (draft.title.trim() === '') return fail(m.noThreadTitle);
    if (draft.content.trim() === '') return fail(m.noPostContent);
    const sent = await run(
      () => newThread.mutateAsync({ title: draft.title.trim(), content: draft.content, links: withLinks ? toPostLinks(draft.links) : [] }),
      ({ message }) => message || m.newThreadAdded,
    );
    if (!sent) return;
    clear();
    onDone();
  };

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
