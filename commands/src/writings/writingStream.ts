import { streamName } from '../eventStore/eventStore';

export const writingStream = (writingId: string) => streamName('writing', writingId);
