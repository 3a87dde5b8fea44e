import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { lazy, Suspense, useState } from 'react';
import { useAsOf } from '../worldTime/api';
import { usePrefetchWorldRelations } from './api';

const loadWorldGraph = () => import('./WorldGraphDialog');
const WorldGraphDialog = lazy(loadWorldGraph);

export const WORLD_GRAPH_BUTTON = 'World graph';

/**
 * Opens the world's relations graph in a dialog. The graph's code and the world's relations load
 * side by side, from the moment the button is pointed at or reached, instead of the data waiting
 * for the code (a world of 2,000 wikis). The demo world is bundled, without relations: no graph
 * there, wherever the button would stand (its world page, its wikis).
 */
export function WorldGraphButton({ worldID, className = 'button button-secondary' }: { worldID: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const prefetchWorldRelations = usePrefetchWorldRelations();
  // On a page shown as of a date, the graph opens on that date.
  const { asOf } = useAsOf();
  if (worldID === DEMO_WORLD_ID) return null;
  const loadAhead = () => {
    void loadWorldGraph();
    prefetchWorldRelations(worldID, asOf);
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onPointerEnter={loadAhead}
        onFocus={loadAhead}
        onClick={() => {
          loadAhead();
          setOpen(true);
        }}
      >
        {WORLD_GRAPH_BUTTON}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WorldGraphDialog worldID={worldID} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
