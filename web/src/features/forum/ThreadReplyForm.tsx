import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { WORK_IN_PROGRESS, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { toPostLinks } from '../../components/community/LinksEditor';
import { useActionRunner } from '../../components/community/useActionRunner';
import { useLocalDraft } from '../../components/community/useLocalDraft';
import { useNewThreadPost } from './api';
import { ThreadComposer, type ComposerDraft } from './ThreadComposer';

export const threadReplyDraftKey = (threadId: string) => `threadReply.${threadId}`;

/**
 * 'Post Reply' at the foot of a thread (signed-in members only); its draft is kept per thread.
 * `onPosted` gets the page the new post landed on (the last).
 */
export function ThreadReplyForm({ subforum, threadId, onPosted }: { subforum: SubforumSlug; threadId: string; onPosted: (page: number) => void }) {
  const { draft, update, clear } = useLocalDraft<ComposerDraft>(threadReplyDraftKey(threadId), { content: '', links: [] });
  const newPost = useNewThreadPost(subforum, threadId);
  const { busy, run, fail } = useActionRunner();
  const withLinks = subforum === WORK_IN_PROGRESS;

  const send = async () => {
    if (draft.content.trim() === '') return fail(m.noReplyContent);
    let landedOn = 0;
    const sent = await run(
      () => newPost.mutateAsync({ content: draft.content, links: withLinks ? toPostLinks(draft.links) : [] }),
      ({ message, page }) => {
        landedOn = page;
        return message || m.newReplyAdded;
      },
    );
    if (sent) {
      clear();
      onPosted(landedOn);
    }
  };

  return (
    <ThreadComposer
      label="Post Reply"
      draft={draft}
      onChange={update}
      withLinks={withLinks}
      busy={busy}
      submitLabel="Post Reply"
      onSubmit={() => void send()}
    />
  );
}
