import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { MentionView, type MentionProps } from './MentionView';

/** A mention inside the word processor: while editing, a click places the caret instead of following it. */
export function Mention(props: MentionProps) {
  const [editor] = useLexicalComposerContext();
  return <MentionView {...props} onClick={(event) => editor.isEditable() && event.preventDefault()} />;
}
