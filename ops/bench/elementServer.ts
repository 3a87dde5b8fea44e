import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import { startBenchServer } from './benchServer';

// The elements benchmark's server (benchServer.ts), in a process of its own: `node --import tsx
// elementServer.ts <dir>`, forked with an IPC channel. In the benchmark's own process the
// client's work (serialising a 1 MB body, reading a 2 MB answer) ran on the server's event loop
// and counted as the server's stalls. Once it listens it sends its address, token and world;
// asked { grant }, it grants the author that feature and answers 'granted'; asked 'close', it
// stops and exits.

export interface ElementServerReady {
  baseUrl: string;
  token: string;
  worldId: string;
}

export type ElementServerCall = { grant: PaidFeature } | 'close';

const server = await startBenchServer(process.argv[2] ?? '.');
process.on('message', (call: ElementServerCall) => {
  void (async () => {
    if (call === 'close') {
      await server.close();
      process.exit(0);
    }
    await server.grant(call.grant);
    process.send!('granted');
  })();
});
process.send!({ baseUrl: server.baseUrl, token: server.token, worldId: server.worldId } satisfies ElementServerReady);
