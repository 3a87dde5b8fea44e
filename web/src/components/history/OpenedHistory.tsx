import { Suspense, type ComponentType } from 'react';
import type { ElementHistoryPanelProps } from './elementHistoryPanel';

/**
 * An element page's History, once opened: the kind's panel (loaded lazily, so pages that never
 * open it never load it). After a restore the panel closes and the page reloads its element.
 */
export function OpenedHistory({
  panel: Panel,
  elementId,
  onClose,
  reload,
}: {
  panel: ComponentType<ElementHistoryPanelProps>;
  elementId: string;
  onClose: () => void;
  reload?: () => Promise<unknown>;
}) {
  return (
    <Suspense fallback={null}>
      <Panel
        elementId={elementId}
        onClose={onClose}
        onRestored={() => {
          onClose();
          void reload?.();
        }}
      />
    </Suspense>
  );
}
