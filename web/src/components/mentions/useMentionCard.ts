import { useEffect, useId, useState } from 'react';

/**
 * When a mention's card shows (MentionCard): while the pointer is over the mention or its card, or
 * the mention has keyboard focus, until Escape dismisses it (hover and focus content must be
 * dismissable, hoverable and persistent). Spread `anchor` on the element holding mention and card,
 * `trigger` on the mention itself.
 */
export function useMentionCard() {
  const cardId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = (hovered || focused) && !dismissed;

  // Escape hides the card wherever focus is: the pointer may rest on the mention, focus elsewhere.
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  // Pointing at or focusing the mention anew shows a dismissed card again.
  const show = (set: (on: boolean) => void) => () => {
    set(true);
    setDismissed(false);
  };

  return {
    cardId,
    shown,
    anchor: { onMouseEnter: show(setHovered), onMouseLeave: () => setHovered(false) },
    trigger: { onFocus: show(setFocused), onBlur: () => setFocused(false), 'aria-describedby': shown ? cardId : undefined },
  };
}
