import type { AccountPorts } from './accountDeps';
import { createEmailClaims } from './emailClaims';
import { createPasswordCommands } from './passwordCommands';
import { createPermissionCommands } from './permissionCommands';
import { createProfileCommands } from './profileCommands';
import { createRegistrationCommands } from './registrationCommands';
import { createSessionCommands } from './sessionCommands';
import { createUserReader } from './userReader';

// Every account command: HTTP-free, each returning the position the caller waits for.
export const createAccountCommands = (ports: AccountPorts) => {
  const readUser = createUserReader(ports.eventStore, ports.registry);
  const deps = { ...ports, readUser, claims: createEmailClaims({ ...ports, readUser }) };
  return {
    ...createRegistrationCommands(deps),
    ...createSessionCommands(deps),
    ...createPasswordCommands(deps),
    ...createProfileCommands(deps),
    ...createPermissionCommands(deps.handle),
  };
};

export type AccountCommands = ReturnType<typeof createAccountCommands>;
