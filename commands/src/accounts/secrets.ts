import { createHash, randomBytes } from 'node:crypto';

// Tokens, activation and reset codes: 256 random bits, URL-safe (they travel in links).
export const randomSecret = (): string => randomBytes(32).toString('base64url');

// What is stored of a token or code. A fast hash suffices: the input is 256 random bits, not a
// guessable password, and lookups by hash must be cheap.
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
