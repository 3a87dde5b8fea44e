import { afterAll, beforeAll, describe, it } from 'vitest';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { openLanguagesApp, type LanguagesApp } from '../languages/testing/languagesTesting';
import { expectHistoryMatrix } from './testing/paidHistoryTesting';

// Every history endpoint × every role around one private language of a private world.

let t: LanguagesApp;
beforeAll(async () => {
  t = await openLanguagesApp();
});
afterAll(() => t.close());

describe('authorization of a language history', () => {
  it('only those who may edit the language read its history and restore it; the others hear what the language routes answer', async () => {
    const roles = await t.worldWithRoles();
    await t.grant(roles.author.id);
    const language = await t.newLanguage(roles.author.token, roles.world._id);
    await expectHistoryMatrix(t, 'language', language._id, roles, m);
  });

  it('a language that does not exist is not found', async () => {
    const author = await t.languageAuthor();
    await t.expectRefused(() => t.call('GET', 'history/language/nope', { token: author.token }), 404, m.notFound);
  });
});
