import { accessEvents } from '../access/access.events';
import { accountEvents, emailClaimEvents } from '../accounts/account.events';
import { createEventRegistry } from './eventRegistry';

// Every event definition of the product. A new feature adds its list here.
export const eventRegistry = createEventRegistry([...accessEvents, ...accountEvents, ...emailClaimEvents]);
