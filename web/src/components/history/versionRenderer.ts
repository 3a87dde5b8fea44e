import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { ReactNode } from 'react';

/** A part of a version that can be shown alone and compared with now (a scene, a section). */
export interface VersionPart {
  _id: string;
  name: string;
}

/**
 * How the History panel shows one kind of element as it was. Each kind's page
 * passes one to HistoryPanel; the panel does the rest (change list, Compare, Restore).
 */
export interface VersionRenderer<V> {
  kind: HistoryKind;
  /** The key of the server's version and restore answers: `writing`, `wiki`, … */
  answerKey: string;
  titleOf(version: V): string;
  /** When the version was made (ISO). */
  atOf(version: V): string;
  /** The parts a reader picks between and compares with now; empty when the kind has none. */
  partsOf(version: V): VersionPart[];
  /** The version read-only, as a reader sees it: the chosen part, or the whole (part null). */
  render(version: V, part: VersionPart | null): ReactNode;
  /** What Restore brings back, said in its confirmation ('The title and scenes'). */
  restores: string;
}
