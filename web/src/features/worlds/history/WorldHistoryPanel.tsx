import type { WorldVersionView } from '@lorewright/domain/history/worldHistoryView';
import { VisibilityBadge } from '../../../components/icons/Icon';
import { elementHistoryPanel } from '../../../components/history/elementHistoryPanel';
import type { VersionRenderer } from '../../../components/history/versionRenderer';
import { rememberWorld } from '../api';
import { WorldBanner } from '../WorldBanner';
import detailStyles from '../WorldDetails.module.css';

export const worldHistoryMessages = {
  restores: 'The name, description and header image',
};

// A world as it was: its banner as the hub shows it, with its visibility then. It has no parts.
const worldVersions: VersionRenderer<WorldVersionView> = {
  kind: 'world',
  answerKey: 'world',
  titleOf: (version) => version.name,
  atOf: (version) => version.at,
  partsOf: () => [],
  render: (version) => (
    <WorldBanner world={version} actions={<VisibilityBadge visibility={version.visibility} labelled />}>
      <h1 className={detailStyles.name}>{version.name}</h1>
      {version.description && <p className="picture-text">{version.description}</p>}
    </WorldBanner>
  ),
  restores: worldHistoryMessages.restores,
};

/** The creation hub's History panel for the world itself. */
const WorldHistoryPanel = elementHistoryPanel(worldVersions, rememberWorld);
export default WorldHistoryPanel;
