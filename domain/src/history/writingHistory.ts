import { writingEvents, type WritingEvent } from '../writings/writing.events';
import { quoted, type ElementDescriber, type HistoryLabels, labelKeysIn, labelOf } from './elementHistory';

// One line per event of a writing's stream. Labels remember each scene's name by its id.
const sceneName = (labels: HistoryLabels, sceneId: string) => labelOf(labels, sceneId) ?? 'a scene';

const describeWriting = (event: WritingEvent, labels: HistoryLabels): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'WritingCreated':
      return { summary: `Created ${event.data.isFolder ? 'folder' : 'writing'} ${quoted(event.data.title)}`, labels: {} };
    case 'WritingRenamed':
      return { summary: `Renamed to ${quoted(event.data.title)}`, labels: {} };
    case 'WritingVisibilityChanged':
      return { summary: `Made ${event.data.visibility}`, labels: {} };
    case 'WritingDeleted':
      return { summary: 'Deleted', labels: {} };
    case 'SceneAdded':
      return { summary: `Added scene ${quoted(event.data.scene.name)}`, labels: { [event.data.scene._id]: event.data.scene.name } };
    case 'SceneRenamed':
      return {
        summary: `Renamed scene ${quoted(sceneName(labels, event.data.sceneId))} to ${quoted(event.data.name)}`,
        labels: { [event.data.sceneId]: event.data.name },
      };
    case 'SceneContentChanged':
      return { summary: `Edited scene ${quoted(sceneName(labels, event.data.sceneId))}`, labels: {} };
    case 'SceneCustomised':
      return { summary: `Changed the look of scene ${quoted(sceneName(labels, event.data.sceneId))}`, labels: {} };
    case 'SceneDated':
      return { summary: `${event.data.date ? 'Dated' : 'Undated'} scene ${quoted(sceneName(labels, event.data.sceneId))}`, labels: {} };
    case 'SceneRemoved':
      return { summary: `Removed scene ${quoted(sceneName(labels, event.data.sceneId))}`, labels: {} };
    case 'ScenesReordered':
      return { summary: 'Reordered scenes', labels: {} };
  }
};

export const writingDescriber: ElementDescriber<WritingEvent> = {
  kind: 'writing',
  category: 'writing',
  // Every event of the writing's stream has a line.
  eventTypes: writingEvents.map((definition) => definition.type),
  elementIdOf: (event) => event.data.writingId,
  worldIdOf: (event) => event.data.worldId,
  labelKeysOf: (event) => labelKeysIn(event.data, ['sceneId']),
  describe: describeWriting,
};
