import { isBlankDisplayText } from '@lorewright/domain/shared/displayText';
import { ZoneBody } from '@lorewright/domain/timelines/timeline.bodies';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { wholeFormFirst } from '../../lib/forms/wholeFormFirst';
import { isTypedYear, typedYear } from './newTimelineFields';

// A zone's form (product.md §8): a name and two whole years, else 'Please enter all fields.'; then
// timeline/updateZones' own rules for a zone's name and years. The panel adds the zone's id.
export const ZoneFields = wholeFormFirst(ZoneBody.pick({ name: true }).extend({ start: typedYear, end: typedYear }), ({ name, start, end }) =>
  isBlankDisplayText(name) || !isTypedYear(start) || !isTypedYear(end) ? m.enterAllFields : undefined,
);
