import { REACTION_EMOJIS, type ReactionEmoji } from '@lorewright/domain/community/emojis';
import { useEffect, useRef } from 'react';
import { useDismiss } from '../../lib/useDismiss';
import styles from './Reactions.module.css';

/** The 41 reactions (product.md §9) in a small non-modal dialog; Escape or a click outside closes it. */
export function EmojiPicker({ mine, onPick, onClose }: { mine: string | null; onPick: (emoji: ReactionEmoji) => void; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(panel, true, onClose);
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);

  return (
    <div ref={panel} className={styles.picker} role="dialog" aria-label="Choose a reaction">
      {REACTION_EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className={emoji === mine ? `${styles.pick} ${styles.mine}` : styles.pick}
          aria-label={`React with ${emoji}`}
          aria-pressed={emoji === mine}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
