import { createEmptyHistoryState } from '@lexical/history';
import { LexicalCollaboration } from '@lexical/react/LexicalCollaborationContext';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { NodeLink, SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { LexicalEditor } from 'lexical';
import { useCallback, useEffect, useState } from 'react';
import { ContentSyncPlugin } from './ContentSyncPlugin';
import { CoTypingPlugin, type CoTyping } from './CoTypingPlugin';
import { editorTheme } from './editorTheme';
import { sceneEditorNodes } from './editorNodes';
import { ElementLinkTitlesPlugin } from './ElementLinkTitlesPlugin';
import { MentionTitlesContext } from './MentionView';
import { MentionsPlugin } from './MentionsPlugin';
import { ReadOnlyLinksPlugin } from './ReadOnlyLinksPlugin';
import { RegisterPlugin } from './RegisterPlugin';
import { registerSceneHistory } from './sceneHistory';
import { registerSecretLines } from './secretLines';
import { registerShortcuts } from './shortcuts';
import { registerStorableFormat } from './storableFormat';
import { Toolbar } from './Toolbar';
import styles from './SceneEditor.module.css';

export interface SceneEditorProps {
  /** The scene's stored text. A new value from outside (another scene, a reload) is shown at once. */
  content: SceneContent;
  /** Not editable and no toolbar; links can be followed. */
  readOnly: boolean;
  /** The world whose elements can be linked to; null (the demo) offers only links to web pages. */
  worldID: string | null;
  /** Every edit, as the stored text of the whole scene; `byOthers` when it came from the co-typing room. */
  onChange: (content: SceneContent, byOthers: boolean) => void;
  /** Typing together with the others who have the scene open: the room's document is the text. */
  coTyping?: CoTyping | undefined;
  /** A link to an element clicked in the read-only view. */
  onOpenLink?: (link: NodeLink) => void;
}

/** The word processor (product.md §2): a scene's text with titles, subtitles, bold, colours, links and @mentions. */
export function SceneEditor({ content, readOnly, worldID, onChange, onOpenLink, coTyping }: SceneEditorProps) {
  const [historyState] = useState(createEmptyHistoryState);
  // While co-typing, typing waits for the room's text (or this page's seed of it).
  const [roomReady, setRoomReady] = useState(false);
  const editable = !readOnly && (!coTyping || roomReady);
  // Read once by Lexical; ContentSyncPlugin loads the content, EditablePlugin follows readOnly.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'SceneEditor',
    nodes: sceneEditorNodes,
    theme: editorTheme,
    editable: false,
    editorState: null,
    onError: (error) => {
      throw error;
    },
  }));
  const registerHistory = useCallback((editor: LexicalEditor) => registerSceneHistory(editor, historyState), [historyState]);

  const markReady = useCallback(() => setRoomReady(true), []);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <LexicalCollaboration>
        <MentionTitlesContext.Provider value={worldID !== null}>
          <div className={styles.editor}>
            {!readOnly && <Toolbar worldID={worldID} historyState={historyState} />}
            <RichTextPlugin
              contentEditable={<ContentEditable className={styles.text} aria-label="Scene text" aria-multiline="true" />}
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <ContentSyncPlugin content={content} historyState={historyState} onChange={onChange} follow={!coTyping} />
          <EditablePlugin editable={editable} />
          {/* Co-typing brings its own undo, of this person's typing only. */}
          {coTyping ? <CoTypingPlugin coTyping={coTyping} content={content} onReady={markReady} /> : <RegisterPlugin register={registerHistory} />}
          <RegisterPlugin register={registerStorableFormat} />
          <RegisterPlugin register={registerShortcuts} />
          <RegisterPlugin register={registerSecretLines} />
          <ReadOnlyLinksPlugin onOpenLink={onOpenLink} />
          {/* Bundled sample text (no world) links to bundled elements the server does not know. */}
          {worldID !== null && <ElementLinkTitlesPlugin />}
          {!readOnly && worldID !== null && <MentionsPlugin worldID={worldID} />}
        </MentionTitlesContext.Provider>
      </LexicalCollaboration>
    </LexicalComposer>
  );
}

function EditablePlugin({ editable }: { editable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(editable), [editor, editable]);
  return null;
}
