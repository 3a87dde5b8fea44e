import type { WritingVersionView } from '@lorewright/domain/history/historyView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { elementHistoryPanel } from '../../../components/history/elementHistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { writingKeys } from '../api';
import { SceneStage } from '../SceneStage';
import { SceneText } from '../SceneText';

// A writing as it was: a scene at a time, on its stage, as the reader sees it.
const writingVersions: VersionRenderer<WritingVersionView> = {
  kind: 'writing',
  answerKey: 'writing',
  titleOf: (version) => version.title,
  atOf: (version) => version.at,
  partsOf: (version) => version.scenes.map(({ _id, name }) => ({ _id, name })),
  render: (version, part) => {
    const scene = version.scenes.find((each) => each._id === part?._id);
    if (!scene) return <p>This version has no scenes.</p>;
    return (
      <SceneStage scene={scene}>
        <SceneText content={scene.content} />
      </SceneStage>
    );
  },
  restores: 'The title and scenes',
};

/** The writing room's History panel. */
const WritingHistoryPanel = elementHistoryPanel(writingVersions, (queryClient, current: WritingView) =>
  queryClient.setQueryData(writingKeys.one(current._id), current),
);
export default WritingHistoryPanel;
