import type { HistoryPageView } from '@lorewright/domain/history/historyView';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { blockedChange, editorReads, expectOutcome, WORLD_ROLES, type Outcome, type WorldRole } from '../../roleMatrix';
import type { WorldsApp } from '../../worlds/testing/worldsTesting';

// Shared by the history specs of the paid elements (maps, timelines, languages): the calls of the
// history routes for one kind, and their authorization matrix around one private element.
export type PaidKind = 'map' | 'timeline' | 'language';

export const historyCalls = (t: WorldsApp, kind: PaidKind, token: string) => {
  // The change list is a projection of its own: read it once it has caught up with the log.
  const page = async (elementId: string, number = 1) => {
    await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['elementHistory']);
    return t.ok<HistoryPageView>(t.call('GET', `history/${kind}/${elementId}?page=${number}`, { token }));
  };
  return {
    page,
    summaries: async (elementId: string) => (await page(elementId)).entries.map((entry) => entry.summary),
    version: async <V>(elementId: string, revision: number) =>
      (await t.ok<Record<string, V>>(t.call('GET', `history/${kind}/${elementId}/at/${revision}`, { token })))[kind],
    restore: async <C>(elementId: string, revision: number) => {
      t.clock.advance(1000);
      const answer = await t.ok<Record<string, unknown>>(t.call('POST', `history/${kind}/${elementId}/restore`, { token, payload: { revision } }));
      return { message: answer.message as string, current: answer[kind] as C };
    },
  };
};

type Roles = Record<Exclude<WorldRole, 'anonymous'>, { token: string }>;

// Only those who may edit the element (the world's author, an editor, a co-owner) read its
// history or restore it; a stranger hears that the element is private, a reader (blocked or not)
// that only the author edits it, a blocked member's restore is refused as every change of theirs. A kind without text parts has no diff (404).
export const expectHistoryMatrix = async (
  t: WorldsApp,
  kind: PaidKind,
  elementId: string,
  roles: Roles,
  messages: { isPrivate: string; onlyAuthor: string },
) => {
  const onlyAuthor: Outcome = [403, messages.onlyAuthor];
  const reads = editorReads([403, messages.isPrivate], onlyAuthor);
  const partNotFound: Outcome = [404, h.partNotFound];
  const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);
  const endpoints = [
    { method: 'GET' as const, url: `history/${kind}/${elementId}?page=1`, expect: reads },
    { method: 'GET' as const, url: `history/${kind}/${elementId}/at/0`, expect: reads },
    {
      method: 'GET' as const,
      url: `history/${kind}/${elementId}/at/0/diff?part=x`,
      expect: { ...reads, editor: partNotFound, coOwner: partNotFound, author: partNotFound },
    },
    { method: 'POST' as const, url: `history/${kind}/${elementId}/restore`, payload: { revision: 0 }, expect: { ...reads, blocked: blockedChange } },
  ];
  for (const endpoint of endpoints)
    for (const role of WORLD_ROLES)
      await expectOutcome(t, `${role} ${endpoint.method} ${endpoint.url}`, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url, { token: tokenOf(role), ...(endpoint.payload ? { payload: endpoint.payload } : {}) }),
      );
};
