import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguageChanges, type LanguageChanges } from '@lorewright/domain/languages/languageChanges';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { SINCE_INVALID } from '@lorewright/domain/shared/changesSince';
import { CHANGES_READ } from '@lorewright/projections/runner/partsJsonCache';
import { noun, openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';

// A language's part calls asked with ?since=<revision>: the answer carries only what changed
// after it, and the client's copy with those changes applied is the language a whole read gives.
let t: LanguagesApp;
beforeAll(async () => {
  t = await openLanguagesApp();
});
afterAll(() => t.close());

type Answer = { message: string; changes?: LanguageChanges; language?: LanguageView };

const call = (method: 'PUT' | 'POST', url: string, token: string, since: number | string, payload: object) => {
  t.clock.advance(1000);
  return t.call(method, `${url}?since=${since}`, { token, payload });
};

const changed = async (token: string, copy: LanguageView, method: 'PUT' | 'POST', url: string, payload: object, status = 201) => {
  const answer = await t.ok<Answer>(call(method, url, token, copy.revision, { languageID: copy._id, ...payload }), status);
  expect(answer.language).toBeUndefined();
  const next = applyLanguageChanges(copy, answer.changes!);
  expect(next).toEqual(await t.getLanguage(token, copy._id));
  return { next, changes: answer.changes! };
};

describe('language part calls answering the changes since a revision', () => {
  it('answer only the words written and deleted since, in their places, which bring the copy to the language as it is', async () => {
    const author = await t.languageAuthor();
    let copy = (await t.furnished(author.token, author.worldID)).language;
    for (const name of ['alpha', 'beta', 'gamma']) copy = (await changed(author.token, copy, 'POST', 'language/addStem', { stem: noun(name) })).next;
    expect(copy.words.map((word) => word.word)).toEqual(['alpha', 'beta', 'gamma']);

    const inserted = await changed(author.token, copy, 'POST', 'language/addStem', { stem: noun('first'), index: 0 });
    expect(inserted.changes.words.map(({ after, word }) => [after, word.word])).toEqual([[null, 'first']]);
    copy = inserted.next;

    const [, alpha, beta] = copy.words;
    copy = (
      await changed(author.token, copy, 'PUT', 'language/updateStem', {
        index: 1,
        stemID: alpha._id,
        stem: noun('alpha', 'the first letter'),
        revision: alpha.revision,
      })
    ).next;
    const deleted = await changed(author.token, copy, 'POST', 'language/deleteStem', { index: 2, stemID: beta._id });
    expect(deleted.changes.removedWordIDs).toEqual([beta._id]);
    copy = deleted.next;
    expect(copy.words.map((word) => [word.word, word.meaning])).toEqual([
      ['first', 'meaning of first'],
      ['alpha', 'the first letter'],
      ['gamma', 'meaning of gamma'],
    ]);

    // A reordered lexicon moves words: each comes with its new neighbour.
    const [first, alphaNow, gamma] = copy.words;
    const stems = [gamma, first, alphaNow].map(({ _id, word, meaning, type, revision }) => ({ _id, word, meaning, type, revision }));
    const moved = await changed(author.token, copy, 'PUT', `language/${copy._id}/updateStems/`, { stems, revision: copy.revision }, 200);
    expect(moved.next.words.map((word) => word.word)).toEqual(['gamma', 'first', 'alpha']);
    copy = moved.next;

    // A key change answers the key map as it is and no words.
    const keyed = await changed(
      author.token,
      copy,
      'PUT',
      'language/updateKeyMap',
      { keyMap: { z: { _id: 'kz', order: 2, rune: null } }, removedKeyIDs: [], revision: copy.revision },
      200,
    );
    expect(keyed.changes.words).toEqual([]);
    expect(Object.keys(keyed.next.keyMap).sort()).toEqual(['a', 'th', 'z']);
  });

  it('places many words moved at once, each after its new neighbour', async () => {
    const author = await t.languageAuthor();
    let copy = (await t.furnished(author.token, author.worldID)).language;
    const names = Array.from({ length: 20 }, (_, i) => `word${String(i).padStart(2, '0')}`);
    for (const name of names) copy = (await changed(author.token, copy, 'POST', 'language/addStem', { stem: noun(name) })).next;
    const reversed = [...copy.words].reverse().map(({ _id, word, meaning, type, revision }) => ({ _id, word, meaning, type, revision }));
    const moved = await changed(author.token, copy, 'PUT', `language/${copy._id}/updateStems/`, { stems: reversed, revision: copy.revision }, 200);
    expect(moved.changes.words.length).toBeGreaterThan(16);
    expect(moved.next.words.map((word) => word.word)).toEqual([...copy.words.map((word) => word.word)].reverse());
  });

  it('answers the whole language when more words changed since than are worth listing', async () => {
    const author = await t.languageAuthor('lexicographer');
    const copy = await t.newLanguage(author.token, author.worldID);
    const stems = Array.from({ length: CHANGES_READ + 1 }, (_, i) => noun(`word${i}`));
    const answer = await t.ok<Answer>(
      call('PUT', `language/${copy._id}/updateStems/`, author.token, copy.revision, { languageID: copy._id, stems, revision: copy.revision }),
    );
    expect(answer.changes).toBeUndefined();
    expect(answer.language).toEqual(await t.getLanguage(author.token, copy._id));
  });

  it.each([['-1'], ['1e3'], ['']])('refuses since=%s with a clear error, and stores nothing', async (since) => {
    const author = await t.languageAuthor(`rushed${since.charCodeAt(0) || 0}`);
    const copy = await t.newLanguage(author.token, author.worldID);
    const res = await call('POST', 'language/addStem', author.token, since, { languageID: copy._id, stem: noun('never') });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: SINCE_INVALID });
    expect(await t.getLanguage(author.token, copy._id)).toEqual(copy);
  });
});
