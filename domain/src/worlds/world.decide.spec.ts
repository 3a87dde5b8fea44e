import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { deciderSpec } from '../shared/deciderSpec';
import type { WorldEvent } from './world.events';
import { worldDecider } from './world.decide';
import { INVITATIONS_PER_HOUR_MAX, WORLD_PENDING_INVITATIONS_MAX } from './worldLimits';
import { worldMessages as m } from './worldMessages';

const spec = deciderSpec(worldDecider);
const worldId = 'w1';
const author = 'author';
const stranger = 'stranger';
const date = '2025-03-01T00:00:00.000Z';

const created: WorldEvent = { type: 'WorldCreated', data: { worldId, authorId: author, name: 'Eldoria', description: 'A land of rivers.', createdOn: date } };
const deleted: WorldEvent = { type: 'WorldDeleted', data: { worldId, authorId: author } };
const invited = (invitationId: string, email: string, invitedUserId: string | null = null): WorldEvent => ({
  type: 'MemberInvited',
  data: { worldId, invitationId, authorId: author, invitedMemberEmail: email, invitedUserId, date },
});
const accepted = (invitationId: string, userId: string): WorldEvent => ({ type: 'InvitationAccepted', data: { worldId, invitationId, userId, date } });
const rejected = (invitationId: string, userId: string): WorldEvent => ({ type: 'InvitationRejected', data: { worldId, invitationId, userId, date } });

const invite = (email: string, extra: { actorId?: string; invitedUserId?: string | null; sentInLastHour?: number } = {}) => ({
  type: 'InviteMember' as const,
  actorId: extra.actorId ?? author,
  actorEmail: 'author@example.com',
  invitationId: 'i2',
  email,
  invitedUserId: extra.invitedUserId ?? null,
  date,
  sentInLastHour: extra.sentInLastHour ?? 0,
});
const respond = (decision: 'accept' | 'reject', userId = 'bea', userEmail = 'bea@example.com') => ({
  type: 'RespondToInvitation' as const,
  invitationId: 'i1',
  userId,
  userEmail,
  decision,
  date,
});

describe('creating a world', () => {
  it('an author creates a world with a trimmed name and description', () => {
    spec
      .given([])
      .when({ type: 'CreateWorld', worldId, authorId: author, name: '  Eldoria ', description: ' A land of rivers. ', createdOn: date })
      .then([created]);
  });

  it('a blank name is refused; the description may be empty', () => {
    spec.given([]).when({ type: 'CreateWorld', worldId, authorId: author, name: '  ', description: '', createdOn: date }).thenThrows(m.nameRequired);
    spec
      .given([])
      .when({ type: 'CreateWorld', worldId, authorId: author, name: 'Eldoria', description: '', createdOn: date })
      .then([{ type: 'WorldCreated', data: { worldId, authorId: author, name: 'Eldoria', description: '', createdOn: date } }]);
  });

  it('overlong names and descriptions are refused', () => {
    spec
      .given([])
      .when({ type: 'CreateWorld', worldId, authorId: author, name: 'x'.repeat(101), description: '', createdOn: date })
      .thenThrows(m.nameTooLong);
    spec
      .given([])
      .when({ type: 'CreateWorld', worldId, authorId: author, name: 'x', description: 'y'.repeat(2001), createdOn: date })
      .thenThrows(m.descriptionTooLong);
  });

  it('a world is created once', () => {
    spec
      .given([created])
      .when({ type: 'CreateWorld', worldId, authorId: author, name: 'Again', description: '', createdOn: date })
      .thenThrows('already exists');
  });
});

describe('editing a world', () => {
  it('the author renames, redescribes, publishes and changes the header', () => {
    spec
      .given([created])
      .when({ type: 'RenameWorld', actorId: author, name: 'Nova' })
      .then([{ type: 'WorldRenamed', data: { worldId, name: 'Nova' } }]);
    spec
      .given([created])
      .when({ type: 'ChangeWorldDescription', actorId: author, description: 'Stars.' })
      .then([{ type: 'WorldDescriptionChanged', data: { worldId, description: 'Stars.' } }]);
    spec
      .given([created])
      .when({ type: 'ChangeWorldVisibility', actorId: author, visibility: 'public' })
      .then([{ type: 'WorldVisibilityChanged', data: { worldId, visibility: 'public' } }]);
    spec
      .given([created])
      .when({ type: 'ChangeWorldHeaderImage', actorId: author, headerImage: 'm1.png', mediaId: 'm1' })
      .then([{ type: 'WorldHeaderImageChanged', data: { worldId, headerImage: 'm1.png', mediaId: 'm1' } }]);
  });

  it('the world’s calendar is one of its timelines’, or the Gregorian again; another world’s timeline is refused', () => {
    const ages = { timelineId: 't1', worldId };
    const chosen: WorldEvent = { type: 'WorldCalendarChosen', data: { worldId, timelineId: 't1' } };
    spec.given([created]).when({ type: 'ChooseWorldCalendar', actorId: author, timeline: ages }).then([chosen]);
    spec.given([created, chosen]).when({ type: 'ChooseWorldCalendar', actorId: author, timeline: ages }).then([]);
    spec
      .given([created, chosen])
      .when({ type: 'ChooseWorldCalendar', actorId: author, timeline: null })
      .then([{ type: 'WorldCalendarChosen', data: { worldId, timelineId: null } }]);
    spec.given([created]).when({ type: 'ChooseWorldCalendar', actorId: author, timeline: null }).then([]);
    spec
      .given([created])
      .when({ type: 'ChooseWorldCalendar', actorId: author, timeline: { timelineId: 't2', worldId: 'elsewhere' } })
      .thenThrows(m.calendarTimelineNotInWorld);
  });

  it('saving what is already there records nothing', () => {
    spec.given([created]).when({ type: 'RenameWorld', actorId: author, name: ' Eldoria ' }).then([]);
    spec.given([created]).when({ type: 'ChangeWorldDescription', actorId: author, description: 'A land of rivers.' }).then([]);
    spec.given([created]).when({ type: 'ChangeWorldVisibility', actorId: author, visibility: 'private' }).then([]);
    spec.given([created]).when({ type: 'ChangeWorldHeaderImage', actorId: author, headerImage: null, mediaId: null }).then([]);
  });

  it('a blank name or description is refused with the product text', () => {
    spec.given([created]).when({ type: 'RenameWorld', actorId: author, name: ' ' }).thenThrows(m.nameAndDescriptionRequired);
    spec.given([created]).when({ type: 'ChangeWorldDescription', actorId: author, description: '' }).thenThrows(m.nameAndDescriptionRequired);
  });

  it('only the author edits: members and strangers are refused', () => {
    const withMember = [created, invited('i1', 'bea@example.com', 'bea'), accepted('i1', 'bea')];
    for (const actorId of ['bea', stranger]) {
      spec.given(withMember).when({ type: 'RenameWorld', actorId, name: 'Mine' }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when({ type: 'ChangeWorldDescription', actorId, description: 'Mine' }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when({ type: 'ChangeWorldVisibility', actorId, visibility: 'public' }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when({ type: 'ChangeWorldHeaderImage', actorId, headerImage: 'x.png', mediaId: 'x' }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when({ type: 'ChooseWorldCalendar', actorId, timeline: null }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when({ type: 'DeleteWorld', actorId }).thenThrows(m.onlyAuthor);
      spec.given(withMember).when(invite('eve@example.com', { actorId })).thenThrows(m.onlyAuthor);
    }
  });

  it('an unknown or deleted world is not found', () => {
    spec.given([]).when({ type: 'RenameWorld', actorId: author, name: 'Nova' }).thenThrows(m.notFound);
    spec.given([created, deleted]).when({ type: 'RenameWorld', actorId: author, name: 'Nova' }).thenThrows(m.notFound);
    spec.given([created, deleted]).when({ type: 'DeleteWorld', actorId: author }).thenThrows(m.notFound);
  });

  it('the author deletes the world', () => {
    spec.given([created]).when({ type: 'DeleteWorld', actorId: author }).then([deleted]);
  });
});

describe('inviting members', () => {
  it('the author invites an address, with the account that holds it', () => {
    spec
      .given([created])
      .when(invite('bea@example.com', { invitedUserId: 'bea' }))
      .then([invited('i2', 'bea@example.com', 'bea')]);
    spec
      .given([created])
      .when(invite('nobody@example.com'))
      .then([invited('i2', 'nobody@example.com')]);
  });

  it("the author's own address is refused", () => {
    spec.given([created]).when(invite('author@example.com')).thenThrows(m.cannotInviteSelf);
    spec
      .given([created])
      .when(invite('old-author@example.com', { invitedUserId: author }))
      .thenThrows(m.cannotInviteSelf);
  });

  it('an existing member is refused', () => {
    spec
      .given([created, invited('i1', 'bea@example.com', 'bea'), accepted('i1', 'bea')])
      .when(invite('bea@example.com', { invitedUserId: 'bea' }))
      .thenThrows(m.alreadyMember);
  });

  it('a second pending invitation to one address is refused; after an answer a new one may go', () => {
    spec
      .given([created, invited('i1', 'bea@example.com')])
      .when(invite('bea@example.com'))
      .thenThrows(m.alreadyInvited);
    spec
      .given([created, invited('i1', 'bea@example.com'), rejected('i1', 'bea')])
      .when(invite('bea@example.com'))
      .then([invited('i2', 'bea@example.com')]);
  });
});

describe('invitation limits', () => {
  const refusal = (events: WorldEvent[], command: ReturnType<typeof invite>) => {
    try {
      worldDecider.decide(command, events.reduce(worldDecider.evolve, worldDecider.initialState()));
    } catch (error) {
      return error instanceof DomainError ? { kind: error.kind, message: error.message } : error;
    }
    return null;
  };
  const full = [created, ...Array.from({ length: WORLD_PENDING_INVITATIONS_MAX }, (_, n) => invited(`p${n}`, `guest${n}@example.com`))];

  it('a world takes 100 pending invitations; the 101st is refused with 429', () => {
    const ninetyNine = full.slice(0, -1);
    spec
      .given(ninetyNine)
      .when(invite('new@example.com'))
      .then([invited('i2', 'new@example.com')]);
    expect(refusal(full, invite('new@example.com'))).toEqual({ kind: 'tooManyRequests', message: 'This world already has 100 pending invitations.' });
  });

  it('an accepted or rejected invitation frees its slot', () => {
    spec
      .given([...full, accepted('p0', 'guest0')])
      .when(invite('new@example.com'))
      .then([invited('i2', 'new@example.com')]);
    spec
      .given([...full, rejected('p7', 'guest7')])
      .when(invite('new@example.com'))
      .then([invited('i2', 'new@example.com')]);
  });

  it('a repeat of a pending address still answers that it is pending, even in a full world', () => {
    spec.given(full).when(invite('guest3@example.com')).thenThrows(m.alreadyInvited);
  });

  it('an author who sent 20 invitations in the last hour is refused with 429; 19 may send one more', () => {
    spec
      .given([created])
      .when(invite('new@example.com', { sentInLastHour: INVITATIONS_PER_HOUR_MAX - 1 }))
      .then([invited('i2', 'new@example.com')]);
    expect(refusal([created], invite('new@example.com', { sentInLastHour: INVITATIONS_PER_HOUR_MAX }))).toEqual({
      kind: 'tooManyRequests',
      message: 'You have sent too many invitations in the last hour. Please try again later.',
    });
  });
});

describe('answering an invitation', () => {
  const pending = [created, invited('i1', 'bea@example.com', 'bea')];

  it('the account holding the invited address accepts or rejects it', () => {
    spec
      .given(pending)
      .when(respond('accept'))
      .then([accepted('i1', 'bea')]);
    spec
      .given(pending)
      .when(respond('reject'))
      .then([rejected('i1', 'bea')]);
  });

  it('accepting makes the account a member', () => {
    spec
      .given([...pending, accepted('i1', 'bea')])
      .when(invite('bea@example.com', { invitedUserId: 'bea' }))
      .thenThrows(m.alreadyMember);
  });

  it('an invitation is answered once', () => {
    spec
      .given([...pending, accepted('i1', 'bea')])
      .when(respond('reject'))
      .thenThrows(m.invitationAnswered);
    spec
      .given([...pending, rejected('i1', 'bea')])
      .when(respond('accept'))
      .thenThrows(m.invitationAnswered);
  });

  it('another address cannot answer it', () => {
    spec
      .given(pending)
      .when(respond('accept', stranger, 'stranger@example.com'))
      .thenThrows(m.invitationNotYours);
  });

  it('an unknown invitation, or one of a deleted world, is not found', () => {
    spec.given([created]).when(respond('accept')).thenThrows(m.invitationNotFound);
    spec
      .given([...pending, deleted])
      .when(respond('accept'))
      .thenThrows(m.invitationNotFound);
  });

  it('an id named like an inherited member of an object is not an invitation', () => {
    for (const invitationId of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      spec
        .given(pending)
        .when({ ...respond('accept'), invitationId })
        .thenThrows(m.invitationNotFound);
    }
  });
});
