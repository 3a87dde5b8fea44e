import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';

// The warnings the continuity component specs are answered with: a king crowned after his death,
// two rulers of one realm at once, a timeline point after the king's death, and two allies named
// together after their alliance ended.
export const crownedAfterDeath: ContinuityWarningView = {
  id: 'mentionOutsideLife:wiki:aldric:writing:book:s1',
  kind: 'mentionOutsideLife',
  message: 'Aldric appears in “The Coronation” (1250 AD), after their death (1245 AD).',
  places: [
    { type: 'wiki', id: 'aldric', title: 'Aldric', where: 'Lifespan' },
    { type: 'writing', id: 'book', title: 'The Chronicle', where: 'The Coronation', part: 's1' },
  ],
};
export const twoRulers: ContinuityWarningView = {
  id: 'fieldValuesOverlap:wiki:ashvale:r1:r2',
  kind: 'fieldValuesOverlap',
  message: 'Two values of “Ruler” on Ashvale overlap: “Aldric I” (1200 AD – 1245 AD) and “Berengar” (from 1240 AD).',
  places: [{ type: 'wiki', id: 'ashvale', title: 'Ashvale', where: 'Ruler', part: 'r1' }],
};
export const feastAfterDeath: ContinuityWarningView = {
  id: 'pointOutsideLife:wiki:aldric:timeline:annals:n1',
  kind: 'pointOutsideLife',
  message: 'Aldric is linked from “The Feast” on The Annals (1250 AD), after their death (1245 AD).',
  places: [
    { type: 'wiki', id: 'aldric', title: 'Aldric', where: 'Lifespan' },
    { type: 'timeline', id: 'annals', title: 'The Annals', where: 'The Feast', part: 'n1' },
  ],
};
export const alliesAtSiege: ContinuityWarningView = {
  id: 'relationUsedOutsidePeriod:relation:rel:writing:book:s2',
  kind: 'relationUsedOutsidePeriod',
  message: '“The Siege” (1230 AD) names Aldric and Bran, but “Aldric — Ally of — Bran” holds only 1200 AD – 1220 AD.',
  places: [
    { type: 'wiki', id: 'aldric', title: 'Aldric', where: 'Relations' },
    { type: 'wiki', id: 'bran', title: 'Bran', where: 'Relations' },
    { type: 'writing', id: 'book', title: 'The Chronicle', where: 'The Siege', part: 's2' },
  ],
};
export const dismissedRulers: ContinuityWarningView = {
  ...twoRulers,
  reason: 'A regency.',
  dismissedBy: 'Ada Lovelace',
  dismissedOn: '2026-11-30T09:00:00.000Z',
};
