import { visitorsProjection } from './access/visitors.projection';
import { accountLookupsProjection } from './accounts/accountLookups.projection';
import { sessionsProjection } from './accounts/sessions.projection';
import { usersProjection } from './accounts/users.projection';
import type { Projection } from './runner/projection';
import type { Reactor } from './runner/reactor';

// Every projection and reactor of the product. A new feature adds its own here.
export const allProjections: readonly Projection[] = [visitorsProjection, usersProjection, sessionsProjection, accountLookupsProjection];
export const allReactors: readonly Reactor[] = [];
