import { visitorsProjection } from './access/visitors.projection';
import type { Projection } from './runner/projection';
import type { Reactor } from './runner/reactor';

// Every projection and reactor of the product. A new feature adds its own here.
export const allProjections: readonly Projection[] = [visitorsProjection];
export const allReactors: readonly Reactor[] = [];
