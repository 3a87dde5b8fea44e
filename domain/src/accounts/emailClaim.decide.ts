import type { Decider } from '../shared/decider';
import { conflict } from '../shared/errors';
import type { EmailClaimEvent } from './account.events';
import { accountMessages as m } from './accountMessages';

// At most one account holds an address: `emailclaim-{sha256(normalized email)}` records who.
// Appending with the expected revision makes two concurrent claims race on one stream, and the
// loser sees the winner when it decides again.
export type EmailClaimCommand =
  // staleHolder: a holder the handler found not to hold the address in its own stream for
  // longer than a grace period (a crash between the claim and the account's own event). Such a
  // claim is released and taken over.
  { type: 'ClaimEmail'; email: string; userId: string; staleHolder: string | null } | { type: 'ReleaseEmail'; email: string; userId: string };

export interface EmailClaimState {
  holder: string | null;
}

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaimState> = {
  initialState: () => ({ holder: null }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'EmailClaimed':
        return { holder: event.data.userId };
      case 'EmailReleased':
        return state.holder === event.data.userId ? { holder: null } : state;
    }
  },

  decide: (command, state) => {
    const { email, userId } = command;
    switch (command.type) {
      case 'ClaimEmail': {
        const claim: EmailClaimEvent = { type: 'EmailClaimed', data: { email, userId } };
        if (state.holder === null) return [claim];
        if (state.holder === userId) return [];
        if (state.holder !== command.staleHolder) throw conflict(m.emailTaken);
        return [{ type: 'EmailReleased', data: { email, userId: state.holder } }, claim];
      }
      case 'ReleaseEmail':
        return state.holder === userId ? [{ type: 'EmailReleased', data: { email, userId } }] : [];
    }
  },
};
