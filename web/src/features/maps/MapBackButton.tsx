import { CreationBackButton } from '../../components/CreationBackButton';
import type { MapPageState } from './mapPaths';

const fromNewMap = (state: unknown) => (state as MapPageState | null)?.fromNewMap === true;

/** Back: to /creation when the map was just made on /new-map (product.md §2), else one step back. */
export function MapBackButton() {
  return <CreationBackButton newPath="/new-map" fromNew={fromNewMap} />;
}
