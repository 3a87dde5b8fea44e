import { AsOfPicker, useAsOf, useWorldCalendar } from '../worldTime/api';
import { useWorldRelations } from './api';
import { WideDialog } from './WideDialog';
import { WorldGraph } from './WorldGraph';

export const WORLD_GRAPH_TITLE = 'Relations of this world';

/** The world's relations graph in a wide modal dialog (the family tree's frame). */
export default function WorldGraphDialog({ worldID, onClose }: { worldID: string; onClose: () => void }) {
  // The date the page shows the world on (its address), moved from here too.
  const { asOf, setAsOf } = useAsOf();
  const calendar = useWorldCalendar(worldID);
  const graph = useWorldRelations(worldID, asOf);
  return (
    <WideDialog title={WORLD_GRAPH_TITLE} onClose={onClose}>
      <>
        <AsOfPicker calendar={calendar} asOf={asOf} onChange={setAsOf} />
        {graph.isPending && <p role="status">Loading the relations…</p>}
        {graph.isError && <p role="alert">{graph.error.message}</p>}
        {graph.data && <WorldGraph graph={graph.data} onOpen={onClose} />}
      </>
    </WideDialog>
  );
}
