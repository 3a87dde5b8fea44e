import type { WorldEvent } from '../worlds/world.events';
import { quoted, type ElementDescriber, type HistoryLabels } from './elementHistory';

// One line per event of a world's stream: what its author edits (name, description, visibility,
// header image) and who was invited or joined. No address ever goes into a line: the history
// keeps its lines, and an invitee's address is personal data (events/personalData.ts).
const describeWorld = (event: WorldEvent): { summary: string; labels: HistoryLabels } => {
  switch (event.type) {
    case 'WorldCreated':
      return { summary: `Created world ${quoted(event.data.name)}`, labels: {} };
    case 'WorldRenamed':
      return { summary: `Renamed to ${quoted(event.data.name)}`, labels: {} };
    case 'WorldDescriptionChanged':
      return { summary: 'Changed the description', labels: {} };
    case 'WorldVisibilityChanged':
      return { summary: `Made ${event.data.visibility}`, labels: {} };
    case 'WorldHeaderImageChanged':
      return { summary: event.data.headerImage ? 'Changed the header image' : 'Put the default header image back', labels: {} };
    case 'WorldDeleted':
      return { summary: 'Deleted', labels: {} };
    case 'MemberInvited':
      return { summary: 'Invited a member', labels: {} };
    case 'InvitationAccepted':
      return { summary: 'Accepted an invitation and joined', labels: {} };
    case 'InvitationRejected':
      return { summary: 'Declined an invitation', labels: {} };
    case 'MemberRoleChanged':
      return { summary: `Made a member ${event.data.role === 'editor' ? 'an' : 'a'} ${event.data.role}`, labels: {} };
    case 'ElementAccessChanged': {
      const { element, access } = event.data;
      return { summary: access ? `Gave a member ${access} access to a ${element}` : `Put a member's access to a ${element} back to their role`, labels: {} };
    }
    case 'WorldCalendarChosen':
      return {
        summary: event.data.timelineId ? "Chose a timeline's calendar for the world's dates" : "Put the world's dates back on the Gregorian calendar",
        labels: {},
      };
  }
};

export const worldDescriber: ElementDescriber<WorldEvent> = {
  kind: 'world',
  category: 'world',
  eventTypes: [
    'WorldCreated',
    'WorldRenamed',
    'WorldDescriptionChanged',
    'WorldVisibilityChanged',
    'WorldHeaderImageChanged',
    'WorldDeleted',
    'MemberInvited',
    'InvitationAccepted',
    'InvitationRejected',
    'MemberRoleChanged',
    'ElementAccessChanged',
    'WorldCalendarChosen',
  ],
  elementIdOf: (event) => event.data.worldId,
  worldIdOf: (event) => event.data.worldId,
  // No event names a part of the world by id alone.
  labelKeysOf: () => [],
  describe: describeWorld,
};
