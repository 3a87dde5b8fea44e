// What the co-typing benchmark's server processes (coTypingServer.ts, coTypingRelay.ts) say over
// their IPC channel; kept apart so the bare relay loads nothing of the API.

export interface CoTypingReady {
  // ws://…/notifications
  socketUrl: string;
  // Everyone may edit every writing: [0] is the author, the rest editors. Empty for the relay.
  tokens: string[];
  writingIds: string[];
}

export interface ServerMemory {
  rssMb: number;
  heapMb: number;
  externalMb: number;
}

// After a full collection (the processes run with --expose-gc): what is held, not what is garbage.
export const serverMemory = (): ServerMemory => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssMb: rss / 1_048_576, heapMb: heapUsed / 1_048_576, externalMb: external / 1_048_576 };
};
