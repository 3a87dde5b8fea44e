import { streamName } from '../eventStore/eventStore';
import { sha256Hex } from './secrets';

export const userStream = (userId: string) => streamName('user', userId);
// Hashed so the stream name neither leaks the address nor trips on its characters.
export const emailClaimStream = (normalizedEmail: string) => streamName('emailclaim', sha256Hex(normalizedEmail));
