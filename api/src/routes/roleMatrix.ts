import { expect } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { WorldsApp } from './worlds/testing/worldsTesting';

// The shape shared by the element authorization matrices (writings, wikis): every endpoint ×
// every role around one private world. Used only by *.authorization.spec.ts.

export type Role = 'anonymous' | 'other' | 'member' | 'author' | 'blocked';
export const ROLES: Role[] = ['anonymous', 'other', 'member', 'author', 'blocked'];
// [status] for success, [status, error] for a refusal.
export type Outcome = [number] | [number, string];

export const loginRequired: Outcome = [401, a.loginRequired];
export const blockedChange: Outcome = [403, a.blockedMutation];
export const privateWorld: Outcome = [403, wm.isPrivate];
export const onlyWorldAuthor: Outcome = [403, wm.onlyAuthor];
export const hidden: Outcome = [404, elementMessages.notFound];

// A change only the author may make; `refused` is what others hear.
export const authorOnly = (author: Outcome, refused: Outcome): Record<Role, Outcome> => ({
  anonymous: loginRequired,
  other: refused,
  member: refused,
  author,
  blocked: blockedChange,
});

// A refusal gives its status and text and stores nothing; an allowed call succeeds.
// `role` names the row in a failure (a feature may add roles of its own, as maps' unpaid author).
export const expectOutcome = async (t: WorldsApp, role: string, [status, error]: Outcome, send: () => ReturnType<WorldsApp['call']>) => {
  if (error) return t.expectRefused(send, status, error);
  const res = await send();
  expect({ role, status: res.statusCode }, res.body).toEqual({ role, status });
};
