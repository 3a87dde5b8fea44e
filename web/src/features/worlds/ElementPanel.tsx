import { hasPermission } from '@lorewright/domain/accounts/permissions';
import type { ElementKind, WorldView } from '@lorewright/domain/worlds/worldView';
import type { ComponentType } from 'react';
import { NotOwned } from '../../components/NotOwned';
import { useCurrentUser } from '../../lib/session/api';
import { LanguagesMenu } from '../languages/LanguagesMenu';
import { MapsMenu } from '../maps/MapsMenu';
import { TimelinesMenu } from '../timelines/TimelinesMenu';
import { WikisMenu } from '../wikis/WikisMenu';
import { WritingsMenu } from '../writings/WritingsMenu';

// Each kind has its own menu: a tree of folders and documents (features/writings), four
// categories with an edit mode (features/wikis), and lists with an edit mode (maps with the
// generator, timelines with the calendar, languages).
const menus: Record<ElementKind, ComponentType<{ world: WorldView }>> = {
  writings: WritingsMenu,
  wikis: WikisMenu,
  timelines: TimelinesMenu,
  maps: MapsMenu,
  languages: LanguagesMenu,
};

/**
 * One tab of the hub: the world's elements of that kind and the way to make a new one. The paid
 * kinds need their permission; without it the menu offers the subscription instead (product.md §6).
 */
export function ElementPanel({ kind, world }: { kind: ElementKind; world: WorldView }) {
  const user = useCurrentUser();
  if (!user || !hasPermission(user.permissions ?? {}, kind, new Date())) return <NotOwned />;
  const Menu = menus[kind];
  return <Menu world={world} />;
}
