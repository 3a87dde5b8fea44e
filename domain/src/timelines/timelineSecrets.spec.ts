import { describe, expect, it } from 'vitest';
import type { Permissions } from '../accounts/permissions';
import { DEFAULT_CALENDAR } from '../calendars/defaultCalendars';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { UpdateNodesBody } from './timeline.bodies';
import type { SentNode, TimelineCommand } from './timeline.commands';
import { timelineDecider } from './timeline.decide';
import { TimelineNodeAdded, TimelineNodeEdited, type TimelineEvent } from './timeline.events';
import type { TimelineChanges } from './timelineChanges';
import { seesSecretNodes, timelineChangesWithoutSecrets, timelineWithoutSecrets } from './timelineForViewer';
import { timelineMessages as m } from './timelineMessages';
import type { TimelineNode, TimelineView } from './timelineView';
import { sentNode } from './testing/timelineTesting';

// Marking a timeline point secret: sent with the point, kept when the point is sent without it,
// and left out of what anyone who may not edit the timeline receives.
const spec = deciderSpec(timelineDecider);
const world = { worldId: 'w1', authorID: 'author', visibility: 'public' as const, members: ['member'] };
const ids = { timelineId: 't1', worldId: 'w1' };
const now = '2026-06-01T00:00:00.000Z';
const paid: Permissions = { timelines: '2027-01-01T00:00:00.000Z' };
const created: TimelineEvent = {
  type: 'TimelineCreated',
  data: {
    ...ids,
    authorId: 'author',
    title: 'Ages',
    description: '',
    start: 0,
    end: 100,
    backgroundImage: null,
    zones: [{ _id: 'default', name: 'Default', start: 0, end: 100 }],
    calendar: DEFAULT_CALENDAR,
    createdOn: now,
  },
};
const line: TimelineEvent = { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'Kings' } } };
const stored = (extra: Partial<SentNode> = {}) => {
  const { revision: _r, ...node } = sentNode('plot', { title: 'The poisoning', ...extra });
  return node;
};
const plotAdded: TimelineEvent = { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { ...stored(), secret: true } } };
const nodes = (sent: SentNode[], actorId = 'author'): TimelineCommand => ({
  type: 'UpdateNodes',
  actorId,
  world,
  permissions: paid,
  now,
  lineId: 'l1',
  nodes: sent,
  removedNodeIds: [],
});
const look = { title: 'The poisoning', subtitle: '', type: 'point' as const, parent: null };
const edited = (extra: object): TimelineEvent => ({ type: 'TimelineNodeEdited', data: { ...ids, lineId: 'l1', nodeId: 'plot', look: { ...look, ...extra } } });
const given = [created, line];

describe('marking timeline points secret', () => {
  it('a new point sent secret is stored secret; one sent unmarked is stored as before secrets existed', () => {
    spec
      .given(given)
      .when(nodes([sentNode('plot', { title: 'The poisoning', secret: true })]))
      .then([plotAdded]);
    spec
      .given(given)
      .when(nodes([sentNode('plot', { title: 'The poisoning', secret: false })]))
      .then([{ type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: stored() } }]);
  });

  it('a point sent without the mark keeps it, so an edit never reveals it', () => {
    spec
      .given([...given, plotAdded])
      .when(nodes([sentNode('plot', { title: 'The murder', revision: 2 })]))
      .then([edited({ title: 'The murder', secret: true })]);
    spec
      .given([...given, plotAdded])
      .when(nodes([sentNode('plot', { title: 'The poisoning', revision: 2 })]))
      .then([]);
  });

  it('marking and unmarking alone is an edit, and the state follows it', () => {
    spec
      .given([...given, plotAdded])
      .when(nodes([sentNode('plot', { title: 'The poisoning', secret: false })]))
      .then([edited({ secret: false })]);
    expect(foldEvents(timelineDecider, [...given, plotAdded]).nodes.plot.secret).toBe(true);
    expect(foldEvents(timelineDecider, [...given, plotAdded, edited({ secret: false })]).nodes.plot.secret).toBe(false);
  });

  it('a link made from a secret point says so, for the backlinks', () => {
    const link = { _id: 'k1', type: 'wiki' as const, id: 'w9' };
    spec
      .given([...given, plotAdded])
      .when({ type: 'AddNodeLink', actorId: 'author', world, permissions: paid, now, lineId: 'l1', nodeId: 'plot', link })
      .then([{ type: 'TimelineNodeLinkAdded', data: { ...ids, lineId: 'l1', nodeId: 'plot', link, part: { name: 'The poisoning', text: '', secret: true } } }]);
  });

  it('only the author marks a point', () =>
    spec
      .given([...given, plotAdded])
      .when(nodes([sentNode('plot', { title: 'The poisoning', secret: false })], 'member'))
      .thenThrows(m.onlyAuthor));
});

describe('the secret flag in a body and an event', () => {
  const body = (secret: unknown) => ({ timelineID: 't1', lineID: 'l1', nodes: [{ ...sentNode('plot'), secret }] });
  it('is true, false or absent', () => {
    expect(UpdateNodesBody.parse(body(true)).nodes[0].secret).toBe(true);
    expect(UpdateNodesBody.parse(body(false)).nodes[0].secret).toBe(false);
    expect(UpdateNodesBody.parse({ timelineID: 't1', lineID: 'l1', nodes: [sentNode('plot')] }).nodes[0]).not.toHaveProperty('secret');
  });
  it('anything but a boolean is refused', () => {
    for (const secret of ['true', 1, null, 'yes']) expect(UpdateNodesBody.safeParse(body(secret)).error?.issues[0]?.message).toBe(m.secretInvalid);
  });
  it("events of timelines written before secrets existed stay valid, and an event's mark is a boolean", () => {
    expect(TimelineNodeAdded.schema.safeParse({ ...ids, lineId: 'l1', node: stored() }).success).toBe(true);
    expect(TimelineNodeEdited.schema.safeParse({ ...ids, lineId: 'l1', nodeId: 'plot', look }).success).toBe(true);
    expect(TimelineNodeEdited.schema.safeParse({ ...ids, lineId: 'l1', nodeId: 'plot', look: { ...look, secret: 'yes' } }).success).toBe(false);
  });
});

describe('a timeline as a viewer receives it', () => {
  const shown = (_id: string, extra: Partial<TimelineNode> = {}): TimelineNode => ({ ...stored(), _id, image: null, links: [], revision: 1, ...extra });
  const timeline = {
    lines: [{ _id: 'l1', name: 'Kings', revision: 1, nodes: [shown('open'), shown('plot', { secret: true }), shown('heir', { parent: 'plot' })] }],
  } as unknown as TimelineView;

  it('only those who may edit the timeline see secret points', () => {
    expect(seesSecretNodes(world, 't1', 'author')).toBe(true);
    for (const viewer of ['member', 'stranger', null]) expect(seesSecretNodes(world, 't1', viewer)).toBe(false);
    const withEditor = { ...world, roles: { member: 'editor' as const } };
    expect(seesSecretNodes(withEditor, 't1', 'member')).toBe(true);
    expect(seesSecretNodes({ ...withEditor, elementAccess: { 'timeline:t1': { member: 'none' as const } } }, 't1', 'member')).toBe(false);
  });
  it('everyone else gets the timeline without them, and a child of one hangs under nothing', () => {
    const seen = timelineWithoutSecrets(timeline).lines[0].nodes;
    expect(seen.map((node) => [node._id, node.parent])).toEqual([
      ['open', null],
      ['heir', null],
    ]);
  });
  it('a point written secret since the copy reads as deleted', () => {
    const changes: TimelineChanges = {
      revision: 3,
      timeline,
      nodes: [
        { lineId: 'l1', node: shown('open') },
        { lineId: 'l1', node: shown('plot', { secret: true }) },
      ],
      removedNodeIDs: [],
    };
    const seen = timelineChangesWithoutSecrets(changes);
    expect(seen.nodes.map(({ node }) => node._id)).toEqual(['open']);
    expect(seen.removedNodeIDs).toEqual(['plot']);
    expect(seen.timeline.lines[0].nodes.map((node) => node._id)).toEqual(['open', 'heir']);
  });
});
