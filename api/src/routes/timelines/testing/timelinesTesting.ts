import type { SentLine, SentNode, SentZone } from '@lorewright/domain/timelines/timeline.commands';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { pngImage } from '../../../media/testing/testImages';
import { openMapsApp } from '../../maps/testing/mapsTesting';

type TimelineAnswer = { message: string; timeline: TimelineView };

// Shared by the timeline specs: the maps app's steps (people, worlds, uploads, the library) plus
// the steps that pay for, make, read and edit timelines. Registered users have no 'timelines'
// permission here (the promotion ended before the test clock).
export const openTimelinesApp = async () => {
  const t = await openMapsApp();
  const grant = (userId: string, until?: Date) => t.grant(userId, until, 'timelines');
  const revoke = (userId: string) => t.revoke(userId, 'timelines');
  const grantMaps = (userId: string) => t.grant(userId);

  // A signed-in author holding the permission, with a world of their own.
  const timelineAuthor = async (who = 'chronicler') => {
    const person = await t.person(who);
    await grant(person.id);
    return { ...person, worldID: (await t.createWorld(person.token))._id };
  };

  const createTimeline = (token: string | undefined, payload: object) => {
    t.clock.advance(1000);
    return t.call('POST', 'timeline/newTimeline', { token, payload: { title: 'The Ages', description: 'All that was.', start: 0, end: 100, ...payload } });
  };
  const getTimeline = (token: string | undefined, timelineId: string) => t.ok<TimelineView>(t.call('GET', `timeline/${timelineId}`, { token }));
  const newTimeline = async (token: string, worldID: string, payload: object = {}) => {
    const { id } = await t.ok<{ id: string }>(createTimeline(token, { worldID, ...payload }), 201);
    return getTimeline(token, id);
  };

  const put = (url: string, token: string | undefined, payload: object) => {
    t.clock.advance(1000);
    return t.call('PUT', url, { token, payload });
  };
  const updateLines = (token: string | undefined, timelineID: string, lines: SentLine[], removedLineIDs: string[] = []) =>
    put('timeline/updateLines', token, { timelineID, lines, removedLineIDs });
  const updateNodes = (token: string | undefined, timelineID: string, lineID: string, nodes: SentNode[], removedNodeIDs: string[] = []) =>
    put('timeline/updateNodes', token, { timelineID, lineID, nodes, removedNodeIDs });
  const updateZones = (token: string | undefined, timelineID: string, zones: Record<string, SentZone>, removedZoneIDs: string[] = []) =>
    put('timeline/updateZones', token, { timelineID, zones, removedZoneIDs });
  const answered = async (response: ReturnType<typeof t.call>) => (await t.ok<TimelineAnswer>(response)).timeline;

  // A timeline with line l1 holding points p and q.
  const furnished = async (token: string, worldID: string) => {
    const timeline = await newTimeline(token, worldID);
    await answered(updateLines(token, timeline._id, [{ _id: 'l1', name: 'Kings' }]));
    return answered(updateNodes(token, timeline._id, 'l1', [sentNode('p'), sentNode('q', { year: 20 })]));
  };

  const uploadNodeImage = (token: string | undefined, timelineID: string, address: NodeAddress, bytes: Uint8Array = pngImage(), fileField = 'timeline') =>
    t.send('timeline/uploadPointImage', token, {
      timelineID,
      ...Object.fromEntries(Object.entries(address).map(([key, value]) => [key, String(value)])),
      [fileField]: t.picture(bytes, 'point.png'),
    });

  const setTimelineVisibility = (token: string, worldId: string, timelineId: string, visibility: 'public' | 'private') =>
    t.ok<{ message: string }>(
      t.call('POST', 'updateElementVisibility', { token, payload: { element: 'timeline', elementID: timelineId, worldID: worldId, visibility } }),
    );

  return {
    ...t,
    grant,
    revoke,
    grantMaps,
    timelineAuthor,
    createTimeline,
    newTimeline,
    getTimeline,
    updateLines,
    updateNodes,
    updateZones,
    answered,
    furnished,
    uploadNodeImage,
    setTimelineVisibility,
  };
};

export type TimelinesApp = Awaited<ReturnType<typeof openTimelinesApp>>;
