import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { emailClaimDecider } from './emailClaim.decide';

const spec = deciderSpec(emailClaimDecider);
const email = 'ada@example.com';
const claimed = (userId: string) => ({ type: 'EmailClaimed' as const, data: { email, userId } });
const released = (userId: string) => ({ type: 'EmailReleased' as const, data: { email, userId } });

describe('e-mail claims', () => {
  it('a free address is claimed', () => {
    spec
      .given([])
      .when({ type: 'ClaimEmail', email, userId: 'u1', staleHolder: null })
      .then([claimed('u1')]);
  });

  it('an address held by another account is refused', () => {
    spec
      .given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2', staleHolder: null })
      .thenThrows('An account with this email address already exists.');
  });

  it('a released address can be claimed again', () => {
    spec
      .given([claimed('u1'), released('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2', staleHolder: null })
      .then([claimed('u2')]);
  });

  it('claiming an address one already holds changes nothing', () => {
    spec
      .given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u1', staleHolder: null })
      .then([]);
  });

  it('a stale claim is released and taken over', () => {
    spec
      .given([claimed('u1')])
      .when({ type: 'ClaimEmail', email, userId: 'u2', staleHolder: 'u1' })
      .then([released('u1'), claimed('u2')]);
  });

  it('a stale verdict about someone else does not free the current holder', () => {
    spec
      .given([claimed('u1'), released('u1'), claimed('u3')])
      .when({ type: 'ClaimEmail', email, userId: 'u2', staleHolder: 'u1' })
      .thenThrows('already exists');
  });

  it('only the holder releases an address', () => {
    spec
      .given([claimed('u1')])
      .when({ type: 'ReleaseEmail', email, userId: 'u1' })
      .then([released('u1')]);
    spec
      .given([claimed('u1')])
      .when({ type: 'ReleaseEmail', email, userId: 'u2' })
      .then([]);
  });
});
