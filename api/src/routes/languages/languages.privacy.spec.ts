import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageListItem, LanguageView } from '@lorewright/domain/languages/languageView';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';

// What leaves the server: a private language only for the author and members, in its get, the
// world's list, a link and the element search; a private world's languages for nobody else.
// Reading a public language needs no permission.

let t: LanguagesApp;
let roles: Awaited<ReturnType<LanguagesApp['worldWithRoles']>>;
let language: LanguageView;
beforeAll(async () => {
  t = await openLanguagesApp();
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
  language = await t.newLanguage(roles.author.token, roles.world._id, { title: 'Secret Speech' });
  await t.setVisibility(roles.author.token, roles.world._id, 'public');
});
afterAll(() => t.close());

const worldID = () => roles.world._id;
const listOf = async (token: string | undefined) =>
  (await t.ok<{ languages: LanguageListItem[] }>(t.myLanguages(token, worldID()))).languages.map((x) => x._id);
const searchOf = async (token: string | undefined) =>
  (await t.ok<{ results: { _id: string }[] }>(t.call('POST', 'elementSearch', { token, payload: { worldID: worldID(), text: 'secret' } }))).results.map(
    (r) => r._id,
  );

describe('language privacy', () => {
  it('a private language in a public world: listed, shown, linked and found for members only', async () => {
    for (const token of [undefined, roles.other.token]) {
      expect(await listOf(token)).not.toContain(language._id);
      expect(await searchOf(token)).not.toContain(language._id);
      await t.expectRefused(() => t.call('GET', `language/${language._id}`, { token }), 403, m.isPrivate);
      await t.expectRefused(() => t.call('GET', `link/language/${language._id}`, { token }), 404, elementMessages.notFound);
    }
    for (const token of [roles.member.token, roles.author.token]) {
      expect(await listOf(token)).toContain(language._id);
      expect(await searchOf(token)).toContain(language._id);
      expect((await t.getLanguage(token, language._id)).title).toBe('Secret Speech');
    }
  });

  it('made public, it is seen by anyone, without any permission', async () => {
    await t.setLanguageVisibility(roles.author.token, worldID(), language._id, 'public');
    expect(await listOf(undefined)).toContain(language._id);
    expect(await searchOf(roles.other.token)).toContain(language._id);
    expect(await t.getLanguage(roles.other.token, language._id)).toMatchObject({ title: 'Secret Speech', keyMap: {}, words: [] });
    await t.setLanguageVisibility(roles.author.token, worldID(), language._id, 'private');
  });

  it("a private world's languages are refused to outsiders, even a public one", async () => {
    await t.setLanguageVisibility(roles.author.token, worldID(), language._id, 'public');
    await t.setVisibility(roles.author.token, worldID(), 'private');
    await t.expectRefused(() => t.myLanguages(roles.other.token, worldID()), 403, wm.isPrivate);
    await t.expectRefused(() => t.call('GET', `language/${language._id}`, { token: roles.other.token }), 403, m.isPrivate);
    await t.expectRefused(() => t.call('GET', `link/language/${language._id}`), 404, elementMessages.notFound);
  });

  it('a language that does not exist is a 404', () => t.expectRefused(() => t.call('GET', 'language/nope'), 404, m.notFound));
});
