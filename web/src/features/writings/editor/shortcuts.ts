import { CONTROL_OR_META, COMMAND_PRIORITY_NORMAL, IS_APPLE, KEY_DOWN_COMMAND, isExactShortcutMatch, type LexicalEditor } from 'lexical';
import { $setLineStyle, OPEN_LINK_MENU_COMMAND } from './editorCommands';
import { $toggleSecretLines } from './secretLines';
import type { SceneLineStyle } from '@lorewright/domain/writings/sceneLines';

// The word processor's keyboard shortcuts. Lexical's rich text already binds Ctrl/Cmd+B
// (bold), Ctrl/Cmd+Z (undo), Ctrl/Cmd+Shift+Z and Ctrl+Y (redo); these add the link menu and
// the line styles and the secret mark. Labels name them in each control's tooltip, the way this platform writes them.

const mod = IS_APPLE ? '⌘' : 'Ctrl+';
const alt = IS_APPLE ? '⌥' : 'Alt+';
const shift = IS_APPLE ? '⇧' : 'Shift+';

export const shortcutLabels = {
  bold: `${mod}B`,
  undo: `${mod}Z`,
  redo: IS_APPLE ? `${mod}${shift}Z` : `${mod}${shift}Z or Ctrl+Y`,
  link: `${mod}K`,
  title: `${mod}${alt}1`,
  subtitle: `${mod}${alt}2`,
  normal: `${mod}${alt}0`,
  secret: `${mod}${alt}S`,
};

/** The same, for aria-keyshortcuts (which names keys the standard way on every platform). */
export const ariaShortcuts = {
  bold: 'Control+B Meta+B',
  undo: 'Control+Z Meta+Z',
  redo: 'Control+Shift+Z Meta+Shift+Z Control+Y',
  link: 'Control+K Meta+K',
  lineStyles: 'Control+Alt+1 Control+Alt+2 Control+Alt+0 Meta+Alt+1 Meta+Alt+2 Meta+Alt+0',
  secret: 'Control+Alt+S Meta+Alt+S',
};

const LINE_STYLE_KEYS: Record<string, SceneLineStyle> = { '1': 'title', '2': 'subtitle', '0': '' };
const WITH_ALT = { ...CONTROL_OR_META, altKey: true };

export function registerShortcuts(editor: LexicalEditor): () => void {
  return editor.registerCommand(
    KEY_DOWN_COMMAND,
    (event) => {
      if (isExactShortcutMatch(event, 'k', CONTROL_OR_META)) {
        event.preventDefault();
        editor.dispatchCommand(OPEN_LINK_MENU_COMMAND, undefined);
        return true;
      }
      // Alt changes the character a key types on some layouts; the match falls back to the key's code.
      // AltGr is Ctrl+Alt on Windows, and AltGr+S types a letter on some layouts (Polish ś): never this shortcut.
      if (isExactShortcutMatch(event, 's', WITH_ALT) && !event.getModifierState('AltGraph')) {
        event.preventDefault();
        editor.update($toggleSecretLines);
        return true;
      }
      const digit = Object.keys(LINE_STYLE_KEYS).find((key) => isExactShortcutMatch(event, key, WITH_ALT));
      if (digit === undefined) return false;
      event.preventDefault();
      editor.update(() => $setLineStyle(LINE_STYLE_KEYS[digit]));
      return true;
    },
    COMMAND_PRIORITY_NORMAL,
  );
}
