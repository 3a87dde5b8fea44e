import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { NodeLink } from '@lorewright/domain/writings/sceneContent';
import { COMMAND_PRIORITY_LOW } from 'lexical';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../components/icons/Icon';
import { InputModal } from '../../../components/InputModal';
import { useDismiss } from '../../../lib/useDismiss';
import { $setLink, OPEN_LINK_MENU_COMMAND } from './editorCommands';
import { ElementPicker } from '../../../components/ElementPicker';
import type { ElementSearchResult } from '../../../lib/elementLinks';
import { isUrlLink } from './linkOfNode';
import { ariaShortcuts, shortcutLabels } from './shortcuts';
import { ToolButton } from './ToolButton';
import { normalizeLinkUrl, URL_LINK_REFUSED } from './urlLinks';
import styles from './Toolbar.module.css';

export const LINK_MENU_TEXTS = {
  toUrl: 'Link to a URL',
  toElement: 'Link to an element',
  urlLabel: 'URL',
  needsWorld: 'Links to elements need a world.',
};

type Open = 'menu' | 'url' | 'element' | null;

/** The Link button (Ctrl/Cmd+K): a menu to link the selection to a web page or to an element of the world. */
export function LinkMenu({ worldID, link }: { worldID: string | null; link: NodeLink | null }) {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState<Open>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen((current) => (current === 'menu' ? null : current)), []);
  useDismiss(menu, open === 'menu', close);

  useEffect(() => editor.registerCommand(OPEN_LINK_MENU_COMMAND, () => (setOpen('menu'), true), COMMAND_PRIORITY_LOW), [editor]);

  // The menu takes the focus when it opens, so the keyboard can choose at once.
  useEffect(() => {
    if (open === 'menu') menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not(:disabled)')?.focus();
  }, [open]);

  const apply = (next: NodeLink, text: string) => {
    setOpen(null);
    editor.update(() => $setLink(next, text));
    editor.focus();
  };
  const cancel = () => {
    setOpen(null);
    editor.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
    }
  };

  return (
    <div className={styles.menuAnchor} ref={menu}>
      <ToolButton
        label="Link"
        shortcut={shortcutLabels.link}
        ariaShortcuts={ariaShortcuts.link}
        hasPopup="menu"
        expanded={open === 'menu'}
        onClick={() => setOpen(open === 'menu' ? null : 'menu')}
      >
        <Icon name="link" strokeWidth={2} />
      </ToolButton>
      {open === 'menu' && (
        <div role="menu" aria-label="Link" className={styles.menu} onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => setOpen('url')}>
            {LINK_MENU_TEXTS.toUrl}
          </button>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            disabled={worldID === null}
            title={worldID === null ? LINK_MENU_TEXTS.needsWorld : undefined}
            onClick={() => setOpen('element')}
          >
            {LINK_MENU_TEXTS.toElement}
          </button>
        </div>
      )}
      <InputModal
        open={open === 'url'}
        title={LINK_MENU_TEXTS.toUrl}
        label={LINK_MENU_TEXTS.urlLabel}
        variant="url"
        initialValue={link && isUrlLink(link) ? link.url : ''}
        submitLabel="Link"
        validate={(value) => (normalizeLinkUrl(value) === null ? URL_LINK_REFUSED : null)}
        onSubmit={(value) => {
          const url = normalizeLinkUrl(value)!;
          apply({ url }, url);
        }}
        onCancel={cancel}
      />
      {open === 'element' && worldID !== null && (
        <ElementPicker
          worldID={worldID}
          onPick={(element: ElementSearchResult) => apply({ type: element.type, id: element._id }, element.title)}
          onCancel={cancel}
        />
      )}
    </div>
  );
}
