import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { HISTORY_MERGE_TAG } from 'lexical';
import { useId, useRef } from 'react';
import { $setTextColor } from './editorCommands';
import styles from './Toolbar.module.css';

// What the colour input shows for text with no colour of its own: the theme's text colour.
const DEFAULT_TEXT_COLOUR = '#ececec';

/**
 * Text colour: the browser's colour picker, and a button that takes the colour off again.
 * Dragging through the picker sends many colours; they make one undo step together.
 */
export function ColourControl({ color }: { color: string }) {
  const [editor] = useLexicalComposerContext();
  const id = useId();
  const picking = useRef(false);

  const pick = (value: string) => {
    if (value.toLowerCase() === color.toLowerCase()) return;
    editor.update(() => $setTextColor(value), picking.current ? { tag: HISTORY_MERGE_TAG } : undefined);
    picking.current = true;
  };

  const clear = () => editor.update(() => $setTextColor(null));

  return (
    <span className={styles.colour}>
      <label htmlFor={id} className="visually-hidden">
        Text colour
      </label>
      <input
        id={id}
        type="color"
        className={styles.colourInput}
        value={color || DEFAULT_TEXT_COLOUR}
        title="Text colour"
        onFocus={() => (picking.current = false)}
        onBlur={() => (picking.current = false)}
        onChange={(event) => pick(event.target.value)}
      />
      <button
        type="button"
        className={styles.clearColour}
        aria-label="Remove colour"
        title="Remove colour"
        disabled={!color}
        onMouseDown={(event) => event.preventDefault()}
        onClick={clear}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
