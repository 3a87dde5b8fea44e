import type { Decider } from '../shared/decider';
import { checkedDisplayName } from '../shared/displayText';
import { conflict, forbidden, notFound } from '../shared/errors';
import { canCreateElements, type ElementWorldFacts } from '../worlds/worldAccess';
import type { ContinuityEvent } from './continuity.events';
import { CONTINUITY_REASON_MAX, continuityMessages as m } from './continuityMessages';

// Dismissing a continuity warning, with the reason it may stand, and restoring it: whoever may
// edit the world's elements (its owner, co-owners and editors) decides, as they are the ones who
// could instead change the dates.

interface OnWarning {
  actorId: string;
  world: ElementWorldFacts;
  warningId: string;
}

export type ContinuityCommand =
  // `warningExists`: the warning is among the world's, as the read side worked it out.
  (OnWarning & { type: 'DismissWarning'; reason: string; warningExists: boolean; at: string }) | (OnWarning & { type: 'RestoreWarning' });

export interface ContinuityState {
  // The dismissed warnings' ids, with who dismissed them and why.
  dismissed: Map<string, { reason: string; dismissedBy: string }>;
}

const apply = (dismissed: ContinuityState['dismissed'], event: ContinuityEvent) => {
  if (event.type === 'ContinuityWarningDismissed') dismissed.set(event.data.warningId, { reason: event.data.reason, dismissedBy: event.data.dismissedBy });
  else dismissed.delete(event.data.warningId);
};

const reasonRule = { blank: m.reasonRequired, max: CONTINUITY_REASON_MAX, tooLong: m.reasonTooLong };

export const continuityDecider: Decider<ContinuityCommand, ContinuityEvent, ContinuityState> = {
  initialState: () => ({ dismissed: new Map() }),
  evolve: (state, event) => continuityDecider.evolveAll!(state, [event]),
  evolveAll: (state, events) => {
    const dismissed = new Map(state.dismissed);
    for (const event of events) apply(dismissed, event);
    return { dismissed };
  },

  decide: (command, state) => {
    const { world, actorId, warningId } = command;
    if (!canCreateElements(world, actorId)) throw forbidden(m.onlyEditors);
    const ids = { worldId: world.worldId, warningId };
    if (command.type === 'DismissWarning') {
      if (!command.warningExists) throw notFound(m.warningNotFound);
      if (state.dismissed.has(warningId)) throw conflict(m.alreadyDismissed);
      const reason = checkedDisplayName(command.reason, reasonRule);
      return [{ type: 'ContinuityWarningDismissed', data: { ...ids, reason, dismissedBy: actorId, at: command.at } }];
    }
    if (!state.dismissed.has(warningId)) throw notFound(m.notDismissed);
    return [{ type: 'ContinuityWarningRestored', data: { ...ids, restoredBy: actorId } }];
  },
};
