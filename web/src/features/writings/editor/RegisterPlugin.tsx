import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { LexicalEditor } from 'lexical';
import { useEffect } from 'react';

/** Registers editor behaviour (commands, transforms, listeners) for as long as it is mounted. */
export function RegisterPlugin({ register }: { register: (editor: LexicalEditor) => () => void }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => register(editor), [editor, register]);
  return null;
}
