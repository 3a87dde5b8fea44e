import { followedDate, type PointAddress, type PointDates } from '../calendars/datePoints';
import type { SceneEvent } from './writing.events';
import { sameSceneDate } from './sceneRules';
import type { WritingState } from './writing.state';

// A timeline point moved: every scene dated from it takes the point's new date, as a save that
// redates it would (one SceneDated). Scenes whose dates already say so make no event, so following
// twice changes nothing; a deleted writing follows nothing.
export const followedSceneEvents = (state: WritingState, address: PointAddress, dates: PointDates): SceneEvent[] => {
  if (state.status !== 'active') return [];
  const ids = { writingId: state.writingId, worldId: state.worldId };
  return state.scenes.flatMap((scene): SceneEvent[] => {
    const date = followedDate(scene.date, address, dates);
    return date === scene.date || sameSceneDate(date, scene.date) ? [] : [{ type: 'SceneDated', data: { ...ids, sceneId: scene._id, date: date ?? null } }];
  });
};
