import { expect } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { WorldsApp } from './worlds/testing/worldsTesting';

// The shape shared by the authorization matrices: every endpoint × every role around one private
// world. The world's own and its elements' matrices add the members with a role (worldRoles):
// an editor and a co-owner; `member` is a reader. Used only by *.authorization.spec.ts.

export type Role = 'anonymous' | 'other' | 'member' | 'author' | 'blocked';
export const ROLES: Role[] = ['anonymous', 'other', 'member', 'author', 'blocked'];
export type WorldRole = Role | 'editor' | 'coOwner';
export const WORLD_ROLES: WorldRole[] = ['anonymous', 'other', 'member', 'editor', 'coOwner', 'author', 'blocked'];
// [status] for success, [status, error] for a refusal.
export type Outcome = [number] | [number, string];

export const loginRequired: Outcome = [401, a.loginRequired];
export const blockedChange: Outcome = [403, a.blockedMutation];
export const privateWorld: Outcome = [403, wm.isPrivate];
export const onlyWorldAuthor: Outcome = [403, wm.onlyAuthor];
export const hidden: Outcome = [404, elementMessages.notFound];

// A change whoever may edit makes (the author, an editor, a co-owner); `refused` is what others hear.
export const authorOnly = (author: Outcome, refused: Outcome): Record<WorldRole, Outcome> => ({
  anonymous: loginRequired,
  other: refused,
  member: refused,
  editor: author,
  coOwner: author,
  author,
  blocked: blockedChange,
});

// A read every member makes (a blocked one too); outsiders hear `refused`.
export const memberReads = (refused: Outcome): Record<WorldRole, Outcome> => ({
  anonymous: refused,
  other: refused,
  member: [200],
  editor: [200],
  coOwner: [200],
  author: [200],
  blocked: [200],
});

// A read of what only those who may edit see (an element's history): outsiders hear `refused`,
// readers (a blocked member among them) `onlyAuthor`.
export const editorReads = (refused: Outcome, onlyAuthor: Outcome): Record<WorldRole, Outcome> => ({
  anonymous: loginRequired,
  other: refused,
  member: onlyAuthor,
  editor: [200],
  coOwner: [200],
  author: [200],
  blocked: onlyAuthor,
});

// A refusal gives its status and text and stores nothing; an allowed call succeeds.
// `role` names the row in a failure (a feature may add roles of its own, as maps' unpaid author).
export const expectOutcome = async (t: WorldsApp, role: string, [status, error]: Outcome, send: () => ReturnType<WorldsApp['call']>) => {
  if (error) return t.expectRefused(send, status, error);
  const res = await send();
  expect({ role, status: res.statusCode }, res.body).toEqual({ role, status });
};
