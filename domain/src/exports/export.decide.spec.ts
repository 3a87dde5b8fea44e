import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { exportDecider, exportStatusOf, type ExportCommand } from './export.decide';
import type { ExportEvent } from './export.events';
import { exportMessages as m } from './exportMessages';

const spec = deciderSpec(exportDecider);

const date = '2026-11-25T04:00:00.000Z';
const request: ExportCommand = { type: 'Request', exportId: 'x1', userId: 'ada', scope: 'world', worldId: 'w1', format: 'lorewright', date };
const requested: ExportEvent = { type: 'ExportRequested', data: { exportId: 'x1', userId: 'ada', scope: 'world', worldId: 'w1', format: 'lorewright', date } };
const progressed = (progress: number): ExportEvent => ({ type: 'ExportProgressed', data: { exportId: 'x1', progress } });
const completed: ExportEvent = { type: 'ExportCompleted', data: { exportId: 'x1', size: 1234, date } };

describe('an export job', () => {
  it('is requested once', () => {
    spec.given([]).when(request).then([requested]);
    spec.given([requested]).when(request).thenThrows(m.alreadyRequested);
  });

  it('moves forward only, and never reports 100 before it is complete', () => {
    spec
      .given([requested])
      .when({ type: 'Progress', progress: 40 })
      .then([progressed(40)]);
    spec
      .given([requested, progressed(40)])
      .when({ type: 'Progress', progress: 30 })
      .then([]);
    spec
      .given([requested])
      .when({ type: 'Progress', progress: 100 })
      .then([progressed(99)]);
  });

  it('a finished export ignores late progress and a repeated completion (reactor replays)', () => {
    spec.given([requested]).when({ type: 'Complete', size: 1234, date }).then([completed]);
    spec.given([requested, completed]).when({ type: 'Complete', size: 1234, date }).then([]);
    spec.given([requested, completed]).when({ type: 'Progress', progress: 50 }).then([]);
    spec.given([requested, completed]).when({ type: 'Fail', reason: 'late', date }).then([]);
  });

  it('only a completed export expires, once; a running or failed one does not', () => {
    const expire: ExportCommand = { type: 'Expire', date };
    const expired: ExportEvent = { type: 'ExportExpired', data: { exportId: 'x1', date } };
    const failed: ExportEvent = { type: 'ExportFailed', data: { exportId: 'x1', reason: 'disk full', date } };
    spec.given([requested, completed]).when(expire).then([expired]);
    spec.given([requested, completed, expired]).when(expire).then([]);
    spec
      .given([requested, progressed(40)])
      .when(expire)
      .then([]);
    spec.given([requested, failed]).when(expire).then([]);
    spec.given([requested, completed, expired]).when({ type: 'Complete', size: 1, date }).then([]);
  });

  it('keeps the format asked for; a job asked for before there was a choice is in the Lorewright format', () => {
    spec
      .given([])
      .when({ ...request, format: 'markdown' })
      .then([{ ...requested, data: { ...requested.data, format: 'markdown' } }]);
    const { format: _, ...older } = requested.data;
    expect(foldEvents(exportDecider, [{ type: 'ExportRequested', data: older }]).format).toBe('lorewright');
  });

  it("compiles a writing in a manuscript's format, naming the writing", () => {
    const compile: ExportCommand = { ...request, scope: 'writing', writingId: 'd1', format: 'epub' };
    spec
      .given([])
      .when(compile)
      .then([{ ...requested, data: { ...requested.data, scope: 'writing', writingId: 'd1', format: 'epub' } }]);
    spec
      .given([])
      .when({ ...compile, format: 'lorewright' })
      .thenThrows(m.unknownManuscriptFormat);
    spec
      .given([])
      .when({ ...compile, writingId: undefined })
      .thenThrows(m.chooseWriting);
    const state = foldEvents(exportDecider, [{ type: 'ExportRequested', data: { ...requested.data, scope: 'writing', writingId: 'd1', format: 'pdf' } }]);
    expect(exportStatusOf(state)).toMatchObject({ scope: 'writing', writingId: 'd1', format: 'pdf' });
  });

  it("a world's export is in a world's format and names no writing; older jobs read as before", () => {
    spec
      .given([])
      .when({ ...request, format: 'pdf' })
      .thenThrows(m.unknownFormat);
    spec
      .given([])
      .when({ ...request, writingId: 'd1' })
      .thenThrows(m.chooseWriting);
    expect(exportStatusOf(foldEvents(exportDecider, [requested]))).toMatchObject({ scope: 'world', worldId: 'w1', writingId: null });
  });

  it('an unknown export cannot progress', () => {
    spec.given([]).when({ type: 'Progress', progress: 10 }).thenThrows(m.notFound);
  });
});
