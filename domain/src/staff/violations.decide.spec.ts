import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { ViolationEvent } from './staff.events';
import { staffMessages as m } from './staffMessages';
import { violationsDecider } from './violations.decide';

const spec = deciderSpec(violationsDecider);
const userId = 'u1';
const issuedOn = '2026-11-20T10:00:00.000Z';
const at = '2026-11-25T10:00:00.000Z';
const issued: ViolationEvent = { type: 'ViolationIssued', data: { userId, violationId: 'v1', reason: 'Spam', staffId: 's1', at: issuedOn } };
const appealed: ViolationEvent = { type: 'ViolationAppealed', data: { userId, violationId: 'v1', reason: 'It was not spam', at } };
const rejected: ViolationEvent = { type: 'AppealRejected', data: { userId, violationId: 'v1', staffId: 's1', at } };
const repealed: ViolationEvent = { type: 'ViolationRepealed', data: { userId, violationId: 'v1', staffId: 's1', at } };

const appeal = (by: { violationId?: string; violationDate?: string }, actorId: string | null = userId) => ({
  type: 'AppealViolation' as const,
  userId,
  actorId,
  violationId: by.violationId ?? null,
  violationDate: by.violationDate ?? null,
  reason: 'It was not spam',
  at,
});
const reject = { type: 'RejectAppeal' as const, userId, violationId: 'v1', staffId: 's1', at };
const repeal = { type: 'RepealViolation' as const, userId, violationId: 'v1', staffId: 's1', at };

describe('violations', () => {
  it('staff issue a violation with a reason', () => {
    spec.given([]).when({ type: 'IssueViolation', userId, violationId: 'v1', reason: 'Spam', staffId: 's1', at: issuedOn }).then([issued]);
  });

  it('the person appeals a violation once, named by its id or by its date', () => {
    spec
      .given([issued])
      .when(appeal({ violationId: 'v1' }))
      .then([appealed]);
    spec
      .given([issued])
      .when(appeal({ violationDate: issuedOn }))
      .then([appealed]);
    spec
      .given([issued, appealed])
      .when(appeal({ violationId: 'v1' }))
      .thenThrows(m.alreadyAppealed);
    spec
      .given([issued, appealed, rejected])
      .when(appeal({ violationId: 'v1' }))
      .thenThrows(m.alreadyAppealed);
  });

  it('nobody else appeals for the person', () => {
    spec
      .given([issued])
      .when(appeal({ violationId: 'v1' }, 's1'))
      .thenThrows(m.onlyOwnViolation);
  });

  it('an unknown or repealed violation cannot be appealed', () => {
    spec
      .given([issued])
      .when(appeal({ violationId: 'v2' }))
      .thenThrows(m.violationNotFound);
    spec
      .given([issued])
      .when(appeal({ violationDate: at }))
      .thenThrows(m.violationNotFound);
    spec
      .given([issued, repealed])
      .when(appeal({ violationId: 'v1' }))
      .thenThrows(m.violationNotFound);
  });

  it('staff reject only a pending appeal', () => {
    spec.given([issued, appealed]).when(reject).then([rejected]);
    spec.given([issued]).when(reject).thenThrows(m.notAppealed);
    spec.given([issued, appealed, rejected]).when(reject).thenThrows(m.alreadyDecided);
    spec.given([issued, appealed, repealed]).when(reject).thenThrows(m.alreadyRepealed);
    spec.given([]).when(reject).thenThrows(m.violationNotFound);
  });

  it('staff repeal any unrepealed violation, appealed or not', () => {
    spec.given([issued]).when(repeal).then([repealed]);
    spec.given([issued, appealed]).when(repeal).then([repealed]);
    spec.given([issued, appealed, rejected]).when(repeal).then([repealed]);
    spec.given([issued, repealed]).when(repeal).thenThrows(m.alreadyRepealed);
    spec.given([]).when(repeal).thenThrows(m.violationNotFound);
  });
});
