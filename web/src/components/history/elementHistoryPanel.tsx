import type { HistoryKind } from '@lorewright/domain/history/elementHistory';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import HistoryPanel from './HistoryPanel';
import type { VersionRenderer } from './versionRenderer';

export interface ElementHistoryPanelProps {
  elementId: string;
  onClose: () => void;
  /** After a restore, once the element as the server now has it is in the cache. */
  onRestored: () => void;
}

/**
 * One kind's History panel (each kind's page opens its own, lazily): the shared panel with the
 * kind's renderer; a restore puts the element as it now is into the kind's cache.
 */
export function elementHistoryPanel<V, C>(renderer: VersionRenderer<V>, keepRestored: (queryClient: QueryClient, current: C) => void) {
  return function ElementHistoryPanel({ elementId, onClose, onRestored }: ElementHistoryPanelProps) {
    const queryClient = useQueryClient();
    return (
      <HistoryPanel
        elementId={elementId}
        renderer={renderer}
        onClose={onClose}
        onRestored={(current: C) => {
          keepRestored(queryClient, current);
          onRestored();
        }}
      />
    );
  };
}

/** The renderer of a kind shown whole, as its page shows it (no parts to compare): maps, timelines, languages. */
export const wholeVersions = <V extends { title: string; at: string }>(
  kind: HistoryKind,
  restores: string,
  render: (version: V) => ReactNode,
): VersionRenderer<V> => ({
  kind,
  answerKey: kind,
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: () => [],
  render,
  restores,
});
