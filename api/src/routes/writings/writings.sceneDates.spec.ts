import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedWritingAnswer, SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { openTimelinesApp } from '../timelines/testing/timelinesTesting';

// A scene's date is checked on the calendar its world reads dates on: a timeline's calendar once
// the world chose one. A date stored before the world changed calendar keeps the writing
// saveable; only a date a save sets is checked.

let t: Awaited<ReturnType<typeof openTimelinesApp>>;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

const chooseCalendar = (token: string, worldID: string, timelineID: string | null) =>
  t.ok(t.call('POST', 'world/updateCalendar', { token, payload: { worldID, timelineID } }));
const save = (token: string, writing: WritingView, scenes: SceneView[], revision = writing.revision) =>
  t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: writing._id, revision, scenes } });

describe('scene dates on the world’s calendar', () => {
  it('a year 0 is refused on the Gregorian calendar and accepted on a timeline’s that has one; changing calendar back does not stop saves', async () => {
    const ann = await t.timelineAuthor('ann');
    const { writing: doc } = await t.ok<{ writing: WritingView }>(
      t.call('POST', 'creation/newWriting', { token: ann.token, payload: { worldID: ann.worldID, isFolder: false } }),
      201,
    );
    const scene = doc.scenes[0];
    await t.expectRefused(() => save(ann.token, doc, [{ ...scene, date: { year: 0 } }]), 400, 'This calendar has no year 0.');

    // A new timeline's calendar (the product's default) counts a year 0.
    const ages = await t.newTimeline(ann.token, ann.worldID, { title: 'The Ages' });
    await chooseCalendar(ann.token, ann.worldID, ages._id);
    const dated = await t.ok<SavedWritingAnswer>(save(ann.token, doc, [{ ...scene, date: { year: 0, month: 1 } }]));
    expect(dated.scenes[0].date).toEqual({ year: 0, month: 1 });

    await chooseCalendar(ann.token, ann.worldID, null);
    const text = [{ content: 'Still saveable.', style: '' as const }];
    const kept = await t.ok<SavedWritingAnswer>(save(ann.token, doc, [{ ...scene, content: text, date: { year: 0, month: 1 } }], dated.revision));
    expect(kept.scenes[0].date).toEqual({ year: 0, month: 1 });
    await t.expectRefused(
      () => save(ann.token, doc, [{ ...scene, content: text, date: { year: 0, month: 2 } }], kept.revision),
      400,
      'This calendar has no year 0.',
    );
  });
});
