import { StatusCard, StatusText } from './StatusCard';

/** An element's screen opened with no current world: where its elements live, and what to do. */
export function NoWorldChosen({ badge, livesIn }: { badge: string; livesIn: string }) {
  return (
    <StatusCard badge={badge} title="Choose a world first">
      <StatusText>{livesIn} Create a world or choose one in Creation, then come back.</StatusText>
    </StatusCard>
  );
}
