import type { CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { useEffect, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { CollabProvider } from '../live/api';

/** Someone else in the section's room, as they told the room. */
export interface TypingPerson {
  name: string;
  color: string;
}

export interface SectionRoomOptions {
  room: CollabRoomId;
  /** Whether this page holds the room now (a page holds a few at a time). */
  joined: boolean;
  /** Grows when the room asked to start again from the stored text: a fresh document joins. */
  round: number;
  /** Who this is to the others. */
  name: string;
  color: string;
  /** The section's stored text, read when this page is asked to fill the empty room. */
  seed: () => Promise<string>;
  /** The room let this page go; `reset`: start again from the stored text. */
  onClosed: (reset: boolean) => void;
}

export interface SectionRoom {
  /** The room's text once it has arrived (or was seeded from here); null until then. */
  text: Y.Text | null;
  /** The others in the room, each once. */
  others: TypingPerson[];
}

// The section's text in the room's document; `seeded` marks a room filled from the stored text,
// so a section whose stored text is empty still tells the next member it is ready.
export const SECTION_TEXT = 'content';
const ROOM = 'room';
const SEEDED = 'seeded';

const personOf = (state: unknown): TypingPerson | null => {
  const user = (state as { user?: Partial<TypingPerson> } | null)?.user;
  return typeof user?.name === 'string' && typeof user.color === 'string' ? { name: user.name, color: user.color } : null;
};

const othersIn = (awareness: Awareness): TypingPerson[] => {
  const people = new Map<string, TypingPerson>();
  for (const [clientId, state] of awareness.getStates()) {
    const person = clientId === awareness.clientID ? null : personOf(state);
    if (person) people.set(person.name, person);
  }
  return [...people.values()];
};

/** One section's co-typing room while `joined`: its Y.Doc, its text once there, and who else is in it. */
export function useSectionRoom({ room, joined, round, name, color, seed, onClosed }: SectionRoomOptions): SectionRoom {
  const [state, setState] = useState<SectionRoom>({ text: null, others: [] });
  const latest = useRef({ seed, onClosed });
  latest.current = { seed, onClosed };
  const { element, elementId, part } = room;

  useEffect(() => {
    if (!joined) return;
    const doc = new Y.Doc();
    const text = doc.getText(SECTION_TEXT);
    const provider = new CollabProvider({ element, elementId, part }, doc, { closed: (reset) => latest.current.onClosed(reset) });
    const awareness = provider.awareness as unknown as Awareness;
    let seeding = false;
    let gone = false;

    const ready = () => {
      if (!gone) setState((now) => ({ ...now, text }));
    };
    // 'sync' comes once the room's text is here, or at once for the member asked to fill the empty
    // room: that member reads the stored text now (not as the page loaded it) and puts it in.
    // A drop later keeps the text: typing goes on, and merges when the room is back.
    provider.on('sync', (synced) => {
      if (!synced) return;
      if (doc.store.clients.size > 0) return ready();
      if (seeding) return;
      seeding = true;
      void latest.current.seed().then((stored) => {
        seeding = false;
        if (gone) return;
        if (doc.store.clients.size === 0) {
          doc.transact(() => {
            doc.getMap(ROOM).set(SEEDED, true);
            if (stored) text.insert(0, stored);
          }, SEEDED);
        }
        ready();
      });
    });
    const follow = () => {
      if (!gone) setState((now) => ({ ...now, others: othersIn(awareness) }));
    };
    awareness.on('change', follow);
    awareness.setLocalState({ user: { name, color } });
    provider.connect();

    return () => {
      gone = true;
      awareness.off('change', follow);
      provider.disconnect();
      setState({ text: null, others: [] });
    };
  }, [joined, round, element, elementId, part, name, color]);

  return state;
}
