import { randomUUID } from 'node:crypto';

// Ports for time and identity so handlers and tests can control both.
export interface Clock {
  now(): Date;
}
export interface IdGenerator {
  newId(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const uuidGenerator: IdGenerator = { newId: () => randomUUID() };
