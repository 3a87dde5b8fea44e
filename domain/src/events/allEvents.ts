import { accessEvents } from '../access/access.events';
import { createEventRegistry } from './eventRegistry';

// Every event definition of the product. A new feature adds its list here.
export const eventRegistry = createEventRegistry([...accessEvents]);
