import { accessEvents } from '../access/access.events';
import { accountEvents, emailClaimEvents } from '../accounts/account.events';
import { billingEvents } from '../billing/billing.events';
import { commentEvents } from '../comments/comment.events';
import { continuityEvents } from '../continuity/continuity.events';
import { exportEvents } from '../exports/export.events';
import { ideaBoardEvents } from '../inspiration/ideaBoard.events';
import { postEvents } from '../community/post.events';
import { supportEvents } from '../community/support.events';
import { staffEvents } from '../staff/staff.events';
import { languageEvents } from '../languages/language.events';
import { mapEvents } from '../maps/map.events';
import { mediaEvents } from '../media/media.events';
import { timelineEvents } from '../timelines/timeline.events';
import { notificationEvents } from '../notifications/notification.events';
import { relationEvents } from '../relations/relation.events';
import { worldEvents } from '../worlds/world.events';
import { wikiEvents } from '../wikis/wiki.events';
import { writingEvents } from '../writings/writing.events';
import { createEventRegistry } from './eventRegistry';

// Every event definition of the product. A new feature adds its list here.
export const allEventDefinitions = [
  ...accessEvents,
  ...accountEvents,
  ...emailClaimEvents,
  ...worldEvents,
  ...mediaEvents,
  ...notificationEvents,
  ...writingEvents,
  ...wikiEvents,
  ...mapEvents,
  ...timelineEvents,
  ...languageEvents,
  ...billingEvents,
  ...postEvents,
  ...supportEvents,
  ...staffEvents,
  ...exportEvents,
  ...ideaBoardEvents,
  ...relationEvents,
  ...commentEvents,
  ...continuityEvents,
];

export const eventRegistry = createEventRegistry(allEventDefinitions);
