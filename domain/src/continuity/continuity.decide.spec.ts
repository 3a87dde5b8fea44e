import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import { continuityDecider, type ContinuityCommand } from './continuity.decide';
import type { ContinuityEvent } from './continuity.events';
import { CONTINUITY_REASON_MAX, continuityMessages as m } from './continuityMessages';

const spec = deciderSpec(continuityDecider);
// Ada owns the world; Cid edits, Col co-owns, Rea reads; Stan is a stranger.
const world: ElementWorldFacts = {
  worldId: 'w1',
  authorID: 'ada',
  visibility: 'private',
  members: ['cid', 'col', 'rea'],
  roles: { cid: 'editor', col: 'co-owner' },
};
const warningId = 'mentionOutsideLife:wiki:aldric:writing:book:s1';
const at = '2026-11-30T09:00:00.000Z';
const dismiss = (over: Partial<Extract<ContinuityCommand, { type: 'DismissWarning' }>> = {}): ContinuityCommand => ({
  type: 'DismissWarning',
  actorId: 'cid',
  world,
  warningId,
  reason: 'His ghost returns.',
  warningExists: true,
  at,
  ...over,
});
const restore = (actorId = 'col'): ContinuityCommand => ({ type: 'RestoreWarning', actorId, world, warningId });
const dismissed: ContinuityEvent = {
  type: 'ContinuityWarningDismissed',
  data: { worldId: 'w1', warningId, reason: 'His ghost returns.', dismissedBy: 'cid', at },
};

describe('continuity decider', () => {
  it('an editor dismisses a warning with the reason, trimmed', () =>
    spec
      .given([])
      .when(dismiss({ reason: '  His ghost returns.  ' }))
      .then([dismissed]));

  it('the owner and a co-owner may dismiss too', () => {
    spec
      .given([])
      .when(dismiss({ actorId: 'ada' }))
      .then([{ ...dismissed, data: { ...dismissed.data, dismissedBy: 'ada' } }]);
    spec
      .given([])
      .when(dismiss({ actorId: 'col' }))
      .then([{ ...dismissed, data: { ...dismissed.data, dismissedBy: 'col' } }]);
  });

  it('a reader or a stranger may not dismiss or restore', () => {
    spec
      .given([])
      .when(dismiss({ actorId: 'rea' }))
      .thenThrows(m.onlyEditors);
    spec
      .given([])
      .when(dismiss({ actorId: 'stan' }))
      .thenThrows(m.onlyEditors);
    spec.given([dismissed]).when(restore('rea')).thenThrows(m.onlyEditors);
  });

  it('a reason is required, through the one text rule, and has a length limit', () => {
    spec
      .given([])
      .when(dismiss({ reason: '   ' }))
      .thenThrows(m.reasonRequired);
    spec
      .given([])
      .when(dismiss({ reason: 'x'.repeat(CONTINUITY_REASON_MAX + 1) }))
      .thenThrows(m.reasonTooLong);
    spec
      .given([])
      .when(dismiss({ reason: 'a\u202Eb' }))
      .thenThrows('Names cannot contain control or text-direction characters.');
  });

  it('a warning the world does not have cannot be dismissed; one already dismissed not twice', () => {
    spec
      .given([])
      .when(dismiss({ warningExists: false }))
      .thenThrows(m.warningNotFound);
    spec.given([dismissed]).when(dismiss()).thenThrows(m.alreadyDismissed);
  });

  it('a dismissed warning is restored, and then may be dismissed again', () => {
    const restored: ContinuityEvent = { type: 'ContinuityWarningRestored', data: { worldId: 'w1', warningId, restoredBy: 'col' } };
    spec.given([dismissed]).when(restore()).then([restored]);
    spec.given([]).when(restore()).thenThrows(m.notDismissed);
    spec.given([dismissed, restored]).when(dismiss()).then([dismissed]);
  });
});
