import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { pngImage } from '../../media/testing/testImages';
import { expectPaidRow, paidChanges, paidReads, type PaidEndpoint } from '../paidMatrix';
import { hidden, onlyWorldAuthor, privateWorld, type Outcome } from '../roleMatrix';
import { keyMapOf, noun, openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';

// Every language endpoint × every role around one private world holding a private language: the
// world's author (holding the 'languages' permission), an accepted member, a member whose account
// is blocked, a signed-in stranger, nobody — and the author without the permission (`unpaid`),
// who may still read and delete but not change. A refusal gives its status and text and stores
// nothing; an allowed call succeeds.

interface Target {
  worldID: string;
  language: LanguageView;
  // r0 shown by 'a', r1 by 'th', r2 in the picker only.
  runes: string[];
}

const privateLanguage: Outcome = [403, m.isPrivate];
const changes = (author: Outcome, unpaid?: Outcome) => paidChanges(author, [403, m.onlyAuthor], unpaid);
const id = (target: Target) => target.language._id;
const firstWord = (target: Target) => ({ languageID: id(target), index: 0, stemID: target.language.words[0]._id });

const endpoints: Record<string, PaidEndpoint<Target>> = {
  'GET myLanguages': { method: 'GET', url: ({ worldID }) => `myLanguages?worldID=${worldID}`, expect: paidReads(privateWorld) },
  'GET language/{id}': { method: 'GET', url: (target) => `language/${id(target)}`, expect: paidReads(privateLanguage) },
  'POST language/new': {
    method: 'POST',
    url: () => 'language/new',
    payload: ({ worldID }) => ({ worldID, title: 'Saltspeech' }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  'PUT language/rename': {
    method: 'PUT',
    url: () => 'language/rename',
    payload: (target) => ({ languageID: id(target), worldID: target.worldID, title: 'Renamed' }),
    fresh: true,
    expect: changes([201]),
  },
  // Deleting needs no permission: a lapsed subscription never traps an author's data.
  'POST language/delete': {
    method: 'POST',
    url: () => 'language/delete',
    payload: (target) => ({ languageID: id(target), worldID: target.worldID }),
    fresh: true,
    expect: changes([200], [200]),
  },
  'PUT language/updateKeyMap': {
    method: 'PUT',
    url: () => 'language/updateKeyMap',
    payload: (target) => ({
      languageID: id(target),
      keyMap: { ...keyMapOf(target.language), b: { _id: 'kb', order: 2, rune: target.runes[2] } },
      revision: target.language.revision,
    }),
    fresh: true,
    expect: changes([200]),
  },
  'PUT language/{id}/updateStems/': {
    method: 'PUT',
    url: (target) => `language/${id(target)}/updateStems/`,
    payload: (target) => ({ languageID: id(target), stems: [noun('kest')], revision: target.language.revision }),
    fresh: true,
    expect: changes([200]),
  },
  'POST language/addStem': {
    method: 'POST',
    url: () => 'language/addStem',
    payload: (target) => ({ languageID: id(target), stem: noun('ath') }),
    expect: changes([201]),
  },
  'PUT language/updateStem': {
    method: 'PUT',
    url: () => 'language/updateStem',
    payload: (target) => ({ ...firstWord(target), stem: noun('holl') }),
    fresh: true,
    expect: changes([201]),
  },
  'POST language/deleteStem': { method: 'POST', url: () => 'language/deleteStem', payload: firstWord, fresh: true, expect: changes([201]) },
  'POST language/uploadRune': {
    method: 'POST',
    url: () => 'language/uploadRune',
    upload: (token, target) => t.uploadRune(token, id(target)),
    expect: changes([201]),
  },
  'POST language/deleteRune': {
    method: 'POST',
    url: () => 'language/deleteRune',
    payload: (target) => ({ languageID: id(target), rune: target.runes[2] }),
    fresh: true,
    expect: changes([200]),
  },
  // Private again: the language stays private for the other rows.
  'POST updateElementVisibility': {
    method: 'POST',
    url: () => 'updateElementVisibility',
    payload: (target) => ({ element: 'language', elementID: id(target), worldID: target.worldID, visibility: 'private' }),
    expect: changes([200]),
  },
  'GET link/language/{id}': { method: 'GET', url: (target) => `link/language/${id(target)}`, expect: paidReads(hidden) },
  'POST elementSearch': {
    method: 'POST',
    url: () => 'elementSearch',
    payload: ({ worldID }) => ({ worldID, text: 'Hollish' }),
    expect: paidReads(privateWorld),
  },
};

let t: LanguagesApp;
let roles: Awaited<ReturnType<LanguagesApp['worldWithRoles']>>;
let shared: Target;

// The furnished language (keys 'a' and 'th' with runes), a third rune unmapped and one word.
const furnishedLanguage = async (worldID: string): Promise<Target> => {
  const { token } = roles.author;
  const { runes, language } = await t.furnished(token, worldID);
  const third = (await t.ok<{ rune: string }>(t.uploadRune(token, language._id, pngImage(0, [9, 9, 9, 255])), 201)).rune;
  await t.answered(t.addStem(token, language._id, noun('hol')), 201);
  return { worldID, language: await t.getLanguage(token, language._id), runes: [...runes, third] };
};

beforeAll(async () => {
  t = await openLanguagesApp();
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
  shared = await furnishedLanguage(roles.world._id);
});
afterAll(() => t.close());

describe('authorization matrix of the language endpoints', () => {
  it.each(Object.entries(endpoints))(
    '%s',
    (_name, endpoint) =>
      expectPaidRow(t, endpoint, {
        roles,
        shared,
        fresh: () => furnishedLanguage(shared.worldID),
        grant: t.grant,
        revoke: t.revoke,
      }),
    60_000,
  );

  it("neither a stranger's nor an unpaid author's rune is ever stored, even in their own library", async () => {
    const count = async (token: string) => (await t.library(token)).media.length;
    const [other, author] = [await count(roles.other.token), await count(roles.author.token)];
    const upload = (token: string) => () => t.uploadRune(token, shared.language._id);
    await t.expectRefused(upload(roles.other.token), 403, m.onlyAuthor);
    await t.revoke(roles.author.id);
    await t.expectRefused(upload(roles.author.token), 403, NOT_OWNED_MESSAGE);
    await t.grant(roles.author.id);
    expect([await count(roles.other.token), await count(roles.author.token)]).toEqual([other, author]);
  });

  it("a language cannot be changed through another world's id, even by that world's author", async () => {
    const bob = await t.languageAuthor('bob');
    const as = (payload: object) => ({ token: bob.token, payload: { languageID: shared.language._id, worldID: bob.worldID, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'language/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'language/delete', as({})), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'language/addStem', as({ stem: noun('mine') })), 403, m.onlyAuthor);
    await t.expectRefused(() => t.call('PUT', 'language/updateKeyMap', as({ keyMap: {} })), 403, m.onlyAuthor);
  });
});
