import { forbidden, notFound } from '../shared/errors';
import type { ElementAccessTable } from './memberRoles';
import { canManageMembers, canViewElement, canViewWorld } from './worldAccess';
import { worldMessages as m } from './worldMessages';
import { ELEMENT_KINDS, ELEMENT_NAME_OF, type ElementSummary, type WorldView } from './worldView';

// A world as one viewer may see it, or null when they may not see it at all: private elements
// are left out (and not counted) for anyone but the author and members, and pending invitation
// ids, which open invitation pages, only reach those who manage members; so do the overrides of
// members' access to elements, of which any other member receives only their own.
// One member's overrides, so their client may apply the same rule as the server.
const ownOverrides = (table: ElementAccessTable, viewerId: string | null | undefined): ElementAccessTable => {
  const own: Record<string, Record<string, ElementAccessTable[string][string]>> = {};
  if (!viewerId) return own;
  for (const [key, members] of Object.entries(table)) if (Object.hasOwn(members, viewerId)) own[key] = { [viewerId]: members[viewerId] };
  return own;
};

export const worldForViewer = (world: WorldView, viewerId: string | null | undefined): WorldView | null => {
  if (!canViewWorld(world, viewerId)) return null;
  const shown = {
    ...world,
    invitations: canManageMembers(world, viewerId) ? world.invitations : [],
    ...(world.elementAccess && !canManageMembers(world, viewerId) ? { elementAccess: ownOverrides(world.elementAccess, viewerId) } : {}),
  };
  for (const kind of ELEMENT_KINDS) {
    const elements: ElementSummary[] = world[kind].filter((element) => canViewElement(world, ELEMENT_NAME_OF[kind], element, viewerId));
    shown[kind] = elements;
    shown[`num_${kind}`] = elements.length;
  }
  return shown;
};

// The reads of one world: 404 when it does not exist, 403 when it is private to the viewer.
export const requireViewableWorld = (world: WorldView | null, viewerId: string | null | undefined): WorldView => {
  if (!world) throw notFound(m.notFound);
  const shown = worldForViewer(world, viewerId);
  if (!shown) throw forbidden(m.isPrivate);
  return shown;
};

// Lists leave out whatever the viewer may not see.
export const viewableWorlds = (worlds: readonly WorldView[], viewerId: string | null | undefined): WorldView[] =>
  worlds.flatMap((world) => worldForViewer(world, viewerId) ?? []);
