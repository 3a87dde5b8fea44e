import { CollaborationPlugin } from '@lexical/react/LexicalCollaborationPlugin';
import type { Provider } from '@lexical/yjs';
import { collabRoomKey, type CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { useCallback, useRef, useState } from 'react';
import * as Y from 'yjs';
import { CollabProvider } from '../../live/api';
import { sceneToLexical } from './sceneToLexical';

/** Typing a scene together: the room, and who this is to the others. */
export interface CoTyping {
  room: CollabRoomId;
  name: string;
  /** The colour of this person's cursor and selection for the others. */
  color: string;
  /** The room let this page go; `reset`: join again from the stored text. */
  onClosed: (reset: boolean) => void;
}

interface CoTypingPluginProps {
  coTyping: CoTyping;
  /** The stored text, which seeds the room when this page is the one asked to. */
  content: SceneContent;
  /** The room's text has arrived (or was seeded from this page): typing may start. */
  onReady: () => void;
}

/** Connects the scene's editor to its co-typing room (Lexical's collaboration plugin over Yjs). */
export function CoTypingPlugin({ coTyping, content, onReady }: CoTypingPluginProps) {
  const { room, name, color } = coTyping;
  const latest = useRef({ onClosed: coTyping.onClosed, onReady });
  latest.current = { onClosed: coTyping.onClosed, onReady };
  // Read when the room is empty and this page is asked to seed it: the text as it was loaded.
  const [seed] = useState(() => JSON.stringify(sceneToLexical(content)));
  const id = collabRoomKey(room);

  const providerFactory = useCallback(
    (docId: string, docs: Map<string, Y.Doc>): Provider => {
      const doc = new Y.Doc();
      docs.set(docId, doc);
      const provider = new CollabProvider(room, doc, { closed: (reset) => latest.current.onClosed(reset) });
      provider.on('sync', (synced) => {
        if (synced) latest.current.onReady();
      });
      return provider;
    },
    // One provider per room; the room object itself may be made anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id],
  );

  return <CollaborationPlugin id={id} providerFactory={providerFactory} shouldBootstrap initialEditorState={seed} username={name} cursorColor={color} />;
}
