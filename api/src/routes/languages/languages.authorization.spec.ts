import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { pngImage } from '../../media/testing/testImages';
import { describePaidMatrix, paidChanges, paidElementRows, paidHeadRows, paidReads, type PaidEndpoint } from '../paidMatrix';
import { onlyWorldAuthor, privateWorld, type Outcome } from '../roleMatrix';
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
const rows = { kind: 'language' as const, id, changes };
const firstWord = (target: Target) => ({ languageID: id(target), index: 0, stemID: target.language.words[0]._id });

const endpoints: Record<string, PaidEndpoint<Target, LanguagesApp>> = {
  'GET myLanguages': { method: 'GET', url: ({ worldID }) => `myLanguages?worldID=${worldID}`, expect: paidReads(privateWorld) },
  'GET language/{id}': { method: 'GET', url: (target) => `language/${id(target)}`, expect: paidReads(privateLanguage) },
  'POST language/new': {
    method: 'POST',
    url: () => 'language/new',
    payload: ({ worldID }) => ({ worldID, title: 'Saltspeech' }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  ...paidHeadRows(rows, [201], true),
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
    upload: (token, target, t) => t.uploadRune(token, id(target)),
    expect: changes([201]),
  },
  'POST language/deleteRune': {
    method: 'POST',
    url: () => 'language/deleteRune',
    payload: (target) => ({ languageID: id(target), rune: target.runes[2] }),
    fresh: true,
    expect: changes([200]),
  },
  ...paidElementRows(rows, 'Hollish'),
};

// The furnished language (keys 'a' and 'th' with runes), a third rune unmapped and one word.
const furnishedLanguage = async (t: LanguagesApp, token: string, worldID: string): Promise<Target> => {
  const { runes, language } = await t.furnished(token, worldID);
  const third = (await t.ok<{ rune: string }>(t.uploadRune(token, language._id, pngImage(0, [9, 9, 9, 255])), 201)).rune;
  await t.answered(t.addStem(token, language._id, noun('hol')), 201);
  return { worldID, language: await t.getLanguage(token, language._id), runes: [...runes, third] };
};

const opened = describePaidMatrix('language', { open: openLanguagesApp, furnished: furnishedLanguage, endpoints, timeout: 60_000 });

describe('language endpoints beyond the matrix', () => {
  it("neither a stranger's nor an unpaid author's rune is ever stored, even in their own library", async () => {
    const { t, roles, shared } = opened();
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
    const { t, shared } = opened();
    const bob = await t.languageAuthor('bob');
    const as = (payload: object) => ({ token: bob.token, payload: { languageID: shared.language._id, worldID: bob.worldID, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'language/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'language/delete', as({})), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'language/addStem', as({ stem: noun('mine') })), 403, m.onlyAuthor);
    await t.expectRefused(() => t.call('PUT', 'language/updateKeyMap', as({ keyMap: {} })), 403, m.onlyAuthor);
  });
});
