import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import { LINE_NAME_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

/** A line's name as typed, checked (product.md §8: a line needs a title): the name to send, or null after a warning. */
export function useLineName() {
  const dispatch = useAppDispatch();
  return (typed: string): string | null => {
    const checked = checkDisplayName(typed, { blank: m.enterTitle, max: LINE_NAME_MAX, tooLong: m.textTooLong });
    if (checked.ok) return checked.text;
    dispatch(alertShown({ kind: 'warning', text: checked.message }));
    return null;
  };
}
