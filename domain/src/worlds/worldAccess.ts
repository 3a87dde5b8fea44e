import type { Visibility } from './world.events';

// The one rule of who sees and who edits a world and its elements (product.md §6). The server applies
// it on every read and write; the client uses it only to decide what to show.

export interface WorldAccessFacts {
  authorID: string;
  visibility: Visibility;
  members: readonly string[];
}

// What an element's command knows of its world (read from the world's own stream): every kind's
// decider checks the actor against it.
export interface ElementWorldFacts extends WorldAccessFacts {
  worldId: string;
}

export const isWorldAuthor = (world: WorldAccessFacts, userId: string | null | undefined) => !!userId && world.authorID === userId;

export const isWorldMember = (world: WorldAccessFacts, userId: string | null | undefined) =>
  !!userId && (world.authorID === userId || world.members.includes(userId));

// Only the author edits (element-level roles may widen this later, here and nowhere else).
export const canEditWorld = (world: WorldAccessFacts, userId: string | null | undefined) => isWorldAuthor(world, userId);

export const canViewWorld = (world: WorldAccessFacts, userId: string | null | undefined) => world.visibility === 'public' || isWorldMember(world, userId);

// A private element is seen by the world's author and members only, even in a public world.
export const canViewElement = (world: WorldAccessFacts, element: { visibility: Visibility }, userId: string | null | undefined) =>
  canViewWorld(world, userId) && (element.visibility === 'public' || isWorldMember(world, userId));
