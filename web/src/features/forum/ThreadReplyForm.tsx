import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { NewThreadPostBody } from '@lorewright/domain/community/post.bodies';
import { WORK_IN_PROGRESS, type SubforumSlug } from '@lorewright/domain/community/subforums';
import { isBlankDisplayText } from '@lorewright/domain/shared/displayText';
import { useActionRunner } from '../../components/community/useActionRunner';
import { useLocalDraft } from '../../components/community/useLocalDraft';
import { useBodyForm } from '../../lib/forms/useBodyForm';
import { wholeFormFirst } from '../../lib/forms/wholeFormFirst';
import { useNewThreadPost } from './api';
import { ThreadComposer, type ComposerDraft } from './ThreadComposer';

// The body of forum/{subforum}/{threadId}/newpost. A post in a thread is a reply to it: a blank
// one says 'No reply content.' (where the body says 'No post content.'), before the body's rules.
const ThreadReplyFields = wholeFormFirst(NewThreadPostBody, ({ content }) => (isBlankDisplayText(content) ? m.noReplyContent : undefined));

export const threadReplyDraftKey = (threadId: string) => `threadReply.${threadId}`;

/**
 * 'Post Reply' at the foot of a thread (signed-in members only); its draft is kept per thread.
 * `onPosted` gets the page the new post landed on (the last).
 */
export function ThreadReplyForm({ subforum, threadId, onPosted }: { subforum: SubforumSlug; threadId: string; onPosted: (page: number) => void }) {
  const { draft, update, clear } = useLocalDraft<ComposerDraft>(threadReplyDraftKey(threadId), { content: '', links: [] });
  // The draft (kept in local storage as typed) is the form's values, checked by the body on Post.
  const form = useBodyForm(ThreadReplyFields, draft, { values: draft });
  const newPost = useNewThreadPost(subforum, threadId);
  const { busy, run } = useActionRunner();
  const withLinks = subforum === WORK_IN_PROGRESS;

  // A refused reply says its problem as a warning, as every form's validation does.
  const send = form.submitWith(async ({ content, links }) => {
    let landedOn = 0;
    const sent = await run(
      () => newPost.mutateAsync({ content, links: withLinks ? links : [] }),
      ({ message, page }) => {
        landedOn = page;
        return message || m.newReplyAdded;
      },
    );
    if (sent) {
      clear();
      onPosted(landedOn);
    }
  });

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
