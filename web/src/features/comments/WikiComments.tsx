import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { useAddComment } from './api';
import { CommentForm } from './CommentForm';
import { CommentsPanel, type CommentGroup } from './CommentsPanel';
import { COMMENT_TEXTS as T } from './commentTexts';

/** The wiki page's comments for its editors: the threads of each stored section, each with 'Add comment'. */
export function WikiComments({ wiki }: { wiki: WikiView }) {
  const groups: CommentGroup[] = wiki.sections.map((section) => ({ part: section._id, heading: section.title.trim() || T.untitledSection }));
  return (
    <CommentsPanel
      element="wiki"
      owner={wiki}
      title={T.wikiTitle}
      groups={groups}
      empty={T.noSections}
      newThread={(group, done) => <NewSectionThread wikiID={wiki._id} group={group} onDone={done} />}
    />
  );
}

function NewSectionThread({ wikiID, group, onDone }: { wikiID: string; group: CommentGroup; onDone: () => void }) {
  const add = useAddComment();
  return (
    <CommentForm
      label={`${T.comment} on ${group.heading ?? ''}`}
      submitLabel={T.add}
      busy={add.isPending}
      onSubmit={(text) => add.mutate({ element: 'wiki', elementID: wikiID, part: group.part, text }, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
