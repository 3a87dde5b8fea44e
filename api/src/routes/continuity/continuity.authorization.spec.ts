import { afterAll, beforeAll, describe, it } from 'vitest';
import { continuityMessages as m } from '@lorewright/domain/continuity/continuityMessages';
import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { authorOnly, editorReads, expectOutcome, memberReads, privateWorld, WORLD_ROLES, type Outcome, type WorldRole } from '../roleMatrix';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Every continuity endpoint (and the as-of world page) × every role around one private world
// holding one warning: a king who died in 1245, crowned in a scene of 1250. Warnings are read and
// dismissed by those who may edit the world's elements; a reader hears so, a stranger that the
// world is private. A refusal gives its status and text and stores nothing.

interface Endpoint {
  method: 'GET' | 'POST';
  url: (worldID: string) => string;
  payload?: (worldID: string, warningID: string) => object;
  // The warning's state each role's call starts from.
  startDismissed?: boolean;
  expect: Record<WorldRole, Outcome>;
}

const onlyEditors: Outcome = [403, m.onlyEditors];
const changes = authorOnly([200], onlyEditors);
const endpoints: Record<string, Endpoint> = {
  'GET world/{id}/continuity': { method: 'GET', url: (id) => `world/${id}/continuity`, expect: editorReads(privateWorld, onlyEditors) },
  'GET world/{id}/continuity?dismissed=true': {
    method: 'GET',
    url: (id) => `world/${id}/continuity?dismissed=true`,
    expect: editorReads(privateWorld, onlyEditors),
  },
  'POST world/continuity/dismiss': {
    method: 'POST',
    url: () => 'world/continuity/dismiss',
    payload: (worldID, warningID) => ({ worldID, warningID, reason: 'A ghost.' }),
    expect: { ...changes, other: privateWorld },
  },
  'POST world/continuity/restore': {
    method: 'POST',
    url: () => 'world/continuity/restore',
    payload: (worldID, warningID) => ({ worldID, warningID }),
    startDismissed: true,
    expect: { ...changes, other: privateWorld },
  },
  'GET world/{id}?asOf=1250': { method: 'GET', url: (id) => `world/${id}?asOf=1250`, expect: memberReads(privateWorld) },
};

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let worldID: string;
let warningID: string;

const dismissedIds = async () =>
  (await t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity?dismissed=true`, { token: roles.author.token }))).map((w) => w.id);
const setDismissed = async (dismissed: boolean) => {
  const is = (await dismissedIds()).includes(warningID);
  if (is === dismissed) return;
  const payload = dismissed ? { worldID, warningID, reason: 'For the matrix.' } : { worldID, warningID };
  await t.ok(t.call('POST', `world/continuity/${dismissed ? 'dismiss' : 'restore'}`, { token: roles.author.token, payload }));
};

beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  worldID = roles.world._id;
  const aldric = await t.newWiki(roles.author.token, worldID, { title: 'Aldric' });
  await t.updated(roles.author.token, aldric._id, { lifespan: { until: { year: 1245 } } });
  const scene = { name: 'The Coronation', date: { year: 1250 }, content: [{ content: 'Aldric', style: '', link: { type: 'wiki', id: aldric._id } }] };
  await t.ok(
    t.call('POST', 'creation/newWriting', { token: roles.author.token, payload: { isFolder: false, worldID, title: 'Chronicle', scenes: [scene] } }),
    201,
  );
  [{ id: warningID }] = await t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity`, { token: roles.author.token }));
});
afterAll(() => t.close());

const tokenOf = (role: WorldRole) => (role === 'anonymous' ? undefined : roles[role].token);

describe('authorization matrix of the continuity endpoints', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of WORLD_ROLES) {
      if (endpoint.payload) await setDismissed(!!endpoint.startDismissed);
      await expectOutcome(t, role, endpoint.expect[role], () =>
        t.call(endpoint.method, endpoint.url(worldID), {
          token: tokenOf(role),
          ...(endpoint.payload ? { payload: endpoint.payload(worldID, warningID) } : {}),
        }),
      );
    }
  });
});
