import type { HistoryState } from '@lexical/history';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/icons/Icon';
import type { SceneLineStyle } from '@lorewright/domain/writings/sceneLines';
import { ColourControl } from './ColourControl';
import { $removeLink, $setLineStyle } from './editorCommands';
import { LinkMenu } from './LinkMenu';
import { LinkStatus } from './LinkStatus';
import { ariaShortcuts, shortcutLabels } from './shortcuts';
import { $toggleSecretLines } from './secretLines';
import { ToolButton } from './ToolButton';
import { useToolbarState } from './useToolbarState';
import styles from './Toolbar.module.css';

const LINE_STYLES: { value: SceneLineStyle; label: string; shortcut: string }[] = [
  { value: '', label: 'Normal', shortcut: shortcutLabels.normal },
  { value: 'title', label: 'Title', shortcut: shortcutLabels.title },
  { value: 'subtitle', label: 'Subtitle', shortcut: shortcutLabels.subtitle },
];

const STYLE_TOOLTIP = `Text style: ${LINE_STYLES.map(({ label, shortcut }) => `${label} (${shortcut})`).join(', ')}`;

/** The word processor's toolbar: line style, bold, colour, links, the secret mark, undo and redo. */
export function Toolbar({ worldID, historyState }: { worldID: string | null; historyState: HistoryState }) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(historyState);
  const styleId = useId();

  return (
    <div role="toolbar" aria-label="Formatting" className={styles.toolbar} onKeyDown={moveAlongToolbar}>
      <div className={styles.group}>
        <label htmlFor={styleId} className="visually-hidden">
          Text style
        </label>
        <select
          id={styleId}
          className={styles.select}
          value={state.lineStyle}
          title={STYLE_TOOLTIP}
          aria-keyshortcuts={ariaShortcuts.lineStyles}
          onChange={(event) => {
            const style = event.target.value as SceneLineStyle;
            editor.update(() => $setLineStyle(style));
            editor.focus();
          }}
        >
          {LINE_STYLES.map(({ value, label }) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.group}>
        <ToolButton
          label="Bold"
          shortcut={shortcutLabels.bold}
          ariaShortcuts={ariaShortcuts.bold}
          pressed={state.bold}
          disabled={state.inHeading}
          hint={state.inHeading ? 'Titles and subtitles are bold already' : undefined}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}
        >
          <span className={styles.boldGlyph} aria-hidden="true">
            B
          </span>
        </ToolButton>
        <ColourControl color={state.color} />
      </div>

      <div className={styles.group}>
        <LinkMenu worldID={worldID} link={state.link} />
        <ToolButton label="Remove link" disabled={state.link === null} onClick={() => editor.update($removeLink)}>
          <Icon name="unlink" strokeWidth={2} />
        </ToolButton>
        <LinkStatus link={state.link} />
      </div>

      <div className={styles.group}>
        <ToolButton
          label="Secret paragraph"
          shortcut={shortcutLabels.secret}
          ariaShortcuts={ariaShortcuts.secret}
          pressed={state.secret}
          hint={`${state.secret ? 'Secret: only you see it. Show it to readers' : 'Keep it secret: only you will see it'} (${shortcutLabels.secret})`}
          onClick={() => editor.update($toggleSecretLines)}
        >
          <Icon name="lock" strokeWidth={2} />
        </ToolButton>
      </div>

      <div className={`${styles.group} ${styles.history}`}>
        <ToolButton
          label="Undo"
          shortcut={shortcutLabels.undo}
          ariaShortcuts={ariaShortcuts.undo}
          disabled={!state.canUndo}
          onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}
        >
          <Icon name="undo" strokeWidth={2} />
        </ToolButton>
        <ToolButton
          label="Redo"
          shortcut={shortcutLabels.redo}
          ariaShortcuts={ariaShortcuts.redo}
          disabled={!state.canRedo}
          onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}
        >
          <Icon name="redo" strokeWidth={2} />
        </ToolButton>
      </div>
    </div>
  );
}

// A toolbar is one stop among many: Left and Right move between its controls (the style
// select keeps its own arrow keys).
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || event.target instanceof HTMLSelectElement) return;
  if ((event.target as HTMLElement).closest('[role="menu"]')) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled), select, input')].filter(
    (control) => !control.closest('[role="menu"]'),
  );
  const at = controls.indexOf(event.target as HTMLElement);
  if (at === -1) return;
  event.preventDefault();
  controls[(at + (event.key === 'ArrowRight' ? 1 : controls.length - 1)) % controls.length]?.focus();
}
