import { hasPermission, planEndedMessage, type PaidFeature } from '@lorewright/domain/accounts/permissions';
import { forbidden } from '@lorewright/domain/shared/errors';
import type { ElementName } from '@lorewright/domain/worlds/elementNames';
import { canCreateElements, canEditElement, type ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { PaidWorldFacts } from '../worlds/elementWorld';

// The deciders' access rules, applied early: before an upload is read or stored and before a
// link's target is looked up, so a refused caller costs nothing and learns nothing. The deciders
// apply them again on the stream.

// Changing one element: whoever may edit it (worldAccess.ts).
export const requireElementEditor = (world: ElementWorldFacts, element: ElementName, elementId: string, actorId: string, onlyAuthor: string) => {
  if (!canEditElement(world, element, elementId, actorId)) throw forbidden(onlyAuthor);
};

// Making an element in the world: the owner, editors and co-owners.
export const requireElementCreator = (world: ElementWorldFacts, actorId: string) => {
  if (!canCreateElements(world, actorId)) throw forbidden(wm.onlyAuthor);
};

// A paid element (null: a new one) is changed by whoever may edit it, on the world owner's plan;
// someone other than the owner is told it is the owner's plan that ended.
export const requirePaidEditor = (
  world: PaidWorldFacts,
  target: { element: ElementName; elementId: string; onlyAuthor: string } | null,
  actorId: string,
  feature: PaidFeature,
  now: Date,
) => {
  if (target) requireElementEditor(world, target.element, target.elementId, actorId, target.onlyAuthor);
  else requireElementCreator(world, actorId);
  if (!hasPermission(world.ownerPermissions, feature, now)) throw forbidden(planEndedMessage(feature, { byOwner: world.authorID === actorId, isNew: !target }));
};

// An element's images live in its world owner's media library and count against their space,
// whoever uploads them; deleting the element gives them back there.
export const mediaLibraryOf = (world: { authorID: string }) => world.authorID;
