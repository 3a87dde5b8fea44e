import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { accessDecider } from './access.decide';

const spec = deciderSpec(accessDecider);
const aId = '0b5e6f1e-3c5a-4d55-9a53-8d0f1a2b3c4d';
const details = { language: 'en', screenWidth: 1280 };

describe('access analytics', () => {
  it('a first visit records the visitor with its details, then the page', () => {
    spec
      .given([])
      .when({ type: 'RecordAccess', aId, url: '/', closing: false, details })
      .then([
        { type: 'VisitorArrived', data: { aId, details } },
        { type: 'PageVisited', data: { aId, url: '/', closing: false } },
      ]);
  });

  it('a returning visitor only records the page; later details are ignored', () => {
    spec
      .given([{ type: 'VisitorArrived', data: { aId, details } }])
      .when({ type: 'RecordAccess', aId, url: '/pricing', closing: true, details: { language: 'de' } })
      .then([{ type: 'PageVisited', data: { aId, url: '/pricing', closing: true } }]);
  });

  it('a visibility change of an unknown visitor is refused', () => {
    spec.given([]).when({ type: 'RecordVisibility', aId, visibility: 'hidden' }).thenThrows('Unknown visitor.');
  });

  it('a visibility change of a known visitor is recorded', () => {
    spec
      .given([{ type: 'VisitorArrived', data: { aId, details: {} } }])
      .when({ type: 'RecordVisibility', aId, visibility: 'hidden' })
      .then([{ type: 'VisibilityChanged', data: { aId, visibility: 'hidden' } }]);
  });
});
