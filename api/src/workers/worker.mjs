// The work pool's thread (workPool.ts). The api is TypeScript run through tsx: the thread
// registers tsx's loader itself (under `node --import tsx` it is there already, and inside
// vitest it is not), then loads the tasks.
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./tasks.ts');

export default (message) => runTask(message);
