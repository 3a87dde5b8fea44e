import { createUserReader } from '../accounts/userReader';
import { createMemberCommands } from './memberCommands';
import { createWorldChoiceCommands } from './worldChoiceCommands';
import type { WorldPorts } from './worldDeps';
import { createWorldEditCommands } from './worldEditCommands';
import { createWorldReader } from './worldReader';

// Every world command: HTTP-free, each returning the position the caller waits for.
export const createWorldCommands = (ports: WorldPorts) => {
  const deps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry), readUser: createUserReader(ports.eventStore, ports.registry) };
  return {
    ...createWorldEditCommands(deps),
    ...createMemberCommands(deps),
    ...createWorldChoiceCommands(deps),
  };
};

export type WorldCommands = ReturnType<typeof createWorldCommands>;
