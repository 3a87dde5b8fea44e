import { ZERO_WIDTH_SPACE } from '@lorewright/domain/writings/sceneText';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createTextNode, $getSelection, $insertNodes, $isRangeSelection, COMMAND_PRIORITY_NORMAL, KEY_ESCAPE_COMMAND, type TextNode } from 'lexical';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MentionList } from '../../../components/mentions/MentionList';
import { useMentionSearch } from '../../../components/mentions/useMentionSearch';
import type { ElementSearchResult } from '../../../lib/elementLinks';
import { $createMentionNode } from './MentionNode';

class ElementOption extends MenuOption {
  constructor(readonly element: ElementSearchResult) {
    super(`${element.type}:${element._id}`);
  }
}

// Lexical points the text's aria-activedescendant at these ids.
const optionId = (index: number) => `typeahead-item-${index}`;

/**
 * Typing @ and part of a title offers the world's elements (POST elementSearch, once typing
 * settles); Arrow keys move, Enter or Tab choose, Escape closes. The choice replaces the @text
 * with a mention of the element.
 */
export function MentionsPlugin({ worldID }: { worldID: string }) {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const { results, status } = useMentionSearch(query, worldID);
  const options = useMemo(() => results.map((element) => new ElementOption(element)), [results]);
  const triggerFn = useDismissableTrigger();

  const onSelectOption = useCallback((option: ElementOption, queryNode: TextNode | null, closeMenu: () => void) => {
    const { element } = option;
    const link = { type: element.type, id: element._id };
    const mention = $createMentionNode({ link, text: element.title, format: queryNode?.getFormat(), style: queryNode?.getStyle() });
    // A space after it, in the same look, so the author types on in the sentence.
    const space = $createTextNode(' ')
      .setFormat(queryNode?.getFormat() ?? 0)
      .setStyle(queryNode?.getStyle() ?? '');
    if (queryNode) queryNode.replace(mention);
    else $insertNodes([mention]);
    mention.insertAfter(space);
    space.select(1, 1);
    closeMenu();
  }, []);

  return (
    <LexicalTypeaheadMenuPlugin<ElementOption>
      onQueryChange={setQuery}
      onSelectOption={onSelectOption}
      triggerFn={triggerFn}
      options={options}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && (results.length > 0 || status)
          ? createPortal(
              <MenuFrame container={anchor.current} root={editor.getRootElement()}>
                <MentionList
                  id="mention-options"
                  results={results}
                  active={selectedIndex}
                  status={status}
                  optionId={optionId}
                  onActive={(index) => {
                    // Pointing is choosing the highlight too: the text says which option is active.
                    setHighlightedIndex(index);
                    editor.getRootElement()?.setAttribute('aria-activedescendant', optionId(index));
                  }}
                  onChoose={(element) => {
                    const option = options.find((candidate) => candidate.element === element);
                    if (option) selectOptionAndCleanUp(option);
                  }}
                />
              </MenuFrame>,
              anchor.current,
            )
          : null
      }
    />
  );
}

// Lexical's container is a bare listbox; ours is inside it, so the container only places it,
// and the text controls our list.
function MenuFrame({ container, root, children }: { container: HTMLElement; root: HTMLElement | null; children: React.ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('role');
    container.removeAttribute('aria-label');
    container.style.zIndex = '20';
    root?.setAttribute('aria-autocomplete', 'list');
    return () => root?.removeAttribute('aria-autocomplete');
  });
  return <>{children}</>;
}

// The @ the caret is after, as "node key:offset of the @" (read inside the typeahead's read).
const $mentionStart = (leadOffset: number) => {
  const selection = $getSelection();
  return $isRangeSelection(selection) ? `${selection.anchor.key}:${leadOffset}` : null;
};

// Lexical's trigger, except that an @ the author closed the list on with Escape stays closed
// while they type on after it: each keystroke is an update that would open it again. A new
// scene's text starts with a zero-width space (sceneText.ts), which Lexical's trigger does not
// count as the start of a word: it is read as a space (one character for one, so the offsets hold).
function useDismissableTrigger() {
  const [editor] = useLexicalComposerContext();
  const basic = useBasicTypeaheadTriggerMatch('@', { minLength: 1 });
  const current = useRef<string | null>(null);
  const dismissed = useRef<string | null>(null);

  useEffect(
    () =>
      editor.registerCommand(
        KEY_ESCAPE_COMMAND,
        () => {
          dismissed.current = current.current;
          return false;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  );

  return useCallback<typeof basic>(
    (text, lexical) => {
      const match = basic(text.replaceAll(ZERO_WIDTH_SPACE, ' '), lexical);
      current.current = match && $mentionStart(match.leadOffset);
      if (current.current === null) dismissed.current = null;
      return current.current !== null && current.current === dismissed.current ? null : match;
    },
    [basic],
  );
}
