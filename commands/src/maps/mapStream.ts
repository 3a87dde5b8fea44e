import { streamName } from '../eventStore/eventStore';

// One stream per map.
export const mapStream = (mapId: string) => streamName('map', mapId);
