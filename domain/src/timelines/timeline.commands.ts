import type { Permissions } from '../accounts/permissions';
import type { Calendar } from '../calendars/calendar';
import type { Visibility } from '../worlds/world.events';
import type { ElementWorldFacts } from '../worlds/worldAccess';
import type { NodeDate, TimelineLink, TimelineNode, TimelineZone } from './timelineView';

// Parts as the update calls send them. With a revision a part is an edit of it as the client
// saw it at that revision; without one it is new, or a blind overwrite of an existing part.
export type SentLine = { _id: string; name: string; revision?: number | undefined };
// A point sent without `secret` keeps its mark (a new one is not secret).
export type SentNode = Pick<TimelineNode, '_id' | 'title' | 'subtitle' | 'type' | 'year' | 'month' | 'day' | 'parent'> & {
  end: NodeDate | null;
  secret?: boolean | undefined;
  revision?: number | undefined;
};
export type SentZone = TimelineZone;

type Base = { actorId: string; world: ElementWorldFacts; permissions: Permissions; now: string };
type OnNode = { lineId: string; nodeId: string };

export type TimelineCommand =
  | (Base & {
      type: 'CreateTimeline';
      timelineId: string;
      title: string;
      description: string;
      start: number;
      end: number;
      backgroundImage: string | null;
      // Zones besides the default one, which the decider makes from start and end.
      zones: SentZone[];
      calendar: Calendar;
    })
  | (Base & { type: 'RenameTimeline'; title: string })
  | (Base & { type: 'ChangeTimelineVisibility'; visibility: Visibility })
  | (Base & { type: 'DeleteTimeline' })
  | (Base & { type: 'CustomiseTimeline'; backgroundImage?: string | null | undefined; overlayColor?: string | undefined; overlayOpacity?: number | undefined })
  | (Base & { type: 'ChangeTimelineCalendar'; calendar: Calendar })
  | (Base & { type: 'UpdateLines'; lines: SentLine[]; removedLineIds: string[] })
  | (Base & { type: 'UpdateNodes'; lineId: string; nodes: SentNode[]; removedNodeIds: string[] })
  | (Base & { type: 'UpdateZones'; zones: SentZone[]; removedZoneIds: string[] })
  | (Base & OnNode & { type: 'SetNodeImage'; image: { name: string; mediaId: string } })
  | (Base & OnNode & { type: 'RemoveNodeImage' })
  | (Base & OnNode & { type: 'AddNodeLink'; link: TimelineLink })
  | (Base & OnNode & { type: 'RemoveNodeLink'; linkId: string });
