import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPageView, PartDiffView } from '@lorewright/domain/history/historyView';
import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// A wiki's history through the API: the paged change list, a version at a revision
// in the shape the wiki page reads, a section's word diff against now, and Restore.

let t: WikisApp;
let token: string;
let worldID: string;
beforeAll(async () => {
  t = await openWikisApp();
  token = (await t.person('ann')).token;
  worldID = (await t.createWorld(token))._id;
});
afterAll(() => t.close());

// The wiki's routes wait for the wiki's own views; the history follows a moment later.
const historyOf = async (wikiId: string) => {
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['elementHistory']);
  return t.ok<HistoryPageView>(t.call('GET', `history/wiki/${wikiId}?page=1`, { token }));
};
const versionOf = async (wikiId: string, revision: number) =>
  (await t.ok<{ wiki: WikiVersionView }>(t.call('GET', `history/wiki/${wikiId}/at/${revision}`, { token }))).wiki;

// A wiki whose one section was saved with each text in turn.
const wikiWithEdits = async (...texts: string[]) => {
  let wiki: WikiView = await t.newWiki(token, worldID, { title: 'Isolde' });
  wiki = await t.updated(token, wiki._id, { sections: [{ _id: 'youth', title: 'Youth', content: 'Born.' }] });
  for (const content of texts) {
    const [section] = wiki.sections;
    wiki = await t.updated(token, wiki._id, { sections: [{ ...section, content }] });
  }
  return wiki;
};

describe('wiki history', () => {
  it('lists the changes newest first, with who made them and one session for a burst of edits', async () => {
    const wiki = await wikiWithEdits('Born at sea.', 'Born at sea, in a storm.');
    const page = await historyOf(wiki._id);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(page.entries.map((e) => [e.revision, e.summary, e.actor.name])).toEqual([
      [3, 'Edited section “Youth”', 'Ada Lovelace'],
      [2, 'Edited section “Youth”', 'Ada Lovelace'],
      [1, 'Added section “Youth”', 'Ada Lovelace'],
      [0, 'Created wiki “Isolde”', 'Ada Lovelace'],
    ]);
    expect(new Set(page.entries.map((e) => e.session)).size).toBe(1);
  });

  it('shows the wiki as it was, in the shape its page reads, and a word diff of a section against now', async () => {
    const wiki = await wikiWithEdits('The dark tower.', 'The white tower stood.');
    const old = await versionOf(wiki._id, 2);
    const { revision: _r, at, ...asPage } = old;
    expect(Object.keys(asPage).sort()).toEqual(Object.keys(wiki).sort());
    expect(old).toMatchObject({ _id: wiki._id, title: 'Isolde', worldID, revision: 2, lastUpdated: at, createdOn: wiki.createdOn });
    expect(old.sections.map((s) => s.content)).toEqual(['The dark tower.']);
    const diff = await t.ok<PartDiffView>(t.call('GET', `history/wiki/${wiki._id}/at/2/diff?part=youth`, { token }));
    expect(diff.name).toBe('Youth');
    expect(diff.runs.filter((run) => run.kind !== 'unchanged')).toEqual([
      { kind: 'removed', text: 'dark' },
      { kind: 'added', text: 'white' },
      { kind: 'added', text: 'stood' },
    ]);
    // A section only one side has is all added (or all removed).
    const added = await t.updated(token, wiki._id, { sections: [...wiki.sections, { _id: 'later', title: 'Later', content: 'Queen.' }] });
    expect(added.sections).toHaveLength(2);
    const onlyNow = await t.ok<PartDiffView>(t.call('GET', `history/wiki/${wiki._id}/at/2/diff?part=later`, { token }));
    expect(onlyNow.runs).toEqual([{ kind: 'added', text: 'Queen.' }]);
  });

  it('restore appends edits that bring the title, fields and sections back, and appends nothing when they already are', async () => {
    const wiki = await wikiWithEdits('First draft.');
    const before = await versionOf(wiki._id, 2);
    const [section] = wiki.sections;
    await t.updated(token, wiki._id, {
      title: 'Iseult',
      headerFields: [{ ...wiki.headerFields[0], value: 'Queen' }],
      sections: [
        { ...section, content: 'Rewritten.' },
        { _id: 'extra', title: 'Extra', content: 'More.' },
      ],
    });

    const answer = await t.ok<{ message: string; wiki: WikiView }>(t.call('POST', `history/wiki/${wiki._id}/restore`, { token, payload: { revision: 2 } }));
    expect(answer.message).toBe('Restored successfully.');
    expect(answer.wiki).toMatchObject({ title: 'Isolde', headerFields: before.headerFields });
    expect(answer.wiki.sections.map(({ _id, title, content }) => ({ _id, title, content }))).toEqual([
      { _id: 'youth', title: 'Youth', content: 'First draft.' },
    ]);
    expect(await t.getWiki(token, wiki._id)).toEqual(answer.wiki);

    const again = await t.ok<{ message: string; wiki: WikiView }>(t.call('POST', `history/wiki/${wiki._id}/restore`, { token, payload: { revision: 2 } }));
    expect(again.message).toBe('This version is the current one.');
    const summaries = (await historyOf(wiki._id)).entries.map((e) => e.summary);
    expect(summaries.slice(0, 4)).toEqual(expect.arrayContaining(['Renamed to “Isolde”', 'Removed section “Extra”', 'Edited section “Youth”']));
    // Nothing was rewritten: the version before the restore is still there.
    expect((await versionOf(wiki._id, 3)).title).toBe('Iseult');
  });
});
