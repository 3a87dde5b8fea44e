import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import type { MediaEvent } from './media.events';
import { mediaLibraryDecider } from './mediaLibrary.decide';
import { MEDIA_QUOTA_BYTES, mediaMessages as m } from './mediaView';

const spec = deciderSpec(mediaLibraryDecider);
const userId = 'u1';
const MB = 1024 * 1024;
const uploadedOn = '2025-05-01T00:00:00.000Z';

const upload = (mediaId: string, size: number) => ({
  type: 'Upload' as const,
  userId,
  mediaId,
  folder: 'avatars' as const,
  name: `${mediaId}.png`,
  mediaType: 'image/png',
  size,
  uploadedOn,
});
const uploaded = (mediaId: string, size: number): MediaEvent => ({
  type: 'MediaUploaded',
  data: { userId, mediaId, folder: 'avatars', name: `${mediaId}.png`, type: 'image/png', size, uploadedOn },
});
// Decided events name the slot's previous holder; a history may hold events from before they did.
const filled = (slot: string, mediaId: string, previous?: string | null): MediaEvent => ({
  type: 'MediaSlotFilled',
  data: { userId, slot, mediaId, ...(previous === undefined ? {} : { previous }) },
});
const deleted = (mediaId: string): MediaEvent => ({ type: 'MediaDeleted', data: { userId, mediaId } });

describe('uploading', () => {
  it('an image within the allowance is uploaded', () => {
    spec
      .given([])
      .when(upload('m1', 2 * MB))
      .then([uploaded('m1', 2 * MB)]);
  });

  it('an upload may fill the allowance exactly', () => {
    spec
      .given([uploaded('m1', 3 * MB)])
      .when(upload('m2', 2 * MB))
      .then([uploaded('m2', 2 * MB)]);
  });

  it('an upload that would pass the 5 MB allowance is refused', () => {
    spec
      .given([uploaded('m1', 3 * MB)])
      .when(upload('m2', 2 * MB + 1))
      .thenThrows(m.quotaExceeded);
  });

  it('deleted media no longer count against the allowance', () => {
    spec
      .given([uploaded('m1', 4 * MB), deleted('m1')])
      .when(upload('m2', 4 * MB))
      .then([uploaded('m2', 4 * MB)]);
  });

  it('one file larger than the whole allowance is too large', () => {
    spec
      .given([])
      .when(upload('m1', MEDIA_QUOTA_BYTES + 1))
      .thenThrows(m.tooLarge);
  });

  it('the same media id is not uploaded twice', () => {
    spec
      .given([uploaded('m1', 10)])
      .when(upload('m1', 10))
      .thenThrows(m.alreadyUploaded);
  });

  it('an upload into a slot fills it in the same decision, naming what it held', () => {
    spec
      .given([])
      .when({ ...upload('m1', MB), slot: 'avatar' })
      .then([uploaded('m1', MB), filled('avatar', 'm1', null)]);
    spec
      .given([uploaded('m1', MB), filled('avatar', 'm1', null)])
      .when({ ...upload('m2', MB), slot: 'avatar' })
      .then([uploaded('m2', MB), filled('avatar', 'm2', 'm1')]);
  });

  it('an upload into a slot refused by the allowance fills nothing', () => {
    spec
      .given([uploaded('m1', 3 * MB), filled('avatar', 'm1', null)])
      .when({ ...upload('m2', 2 * MB + 1), slot: 'avatar' })
      .thenThrows(m.quotaExceeded);
  });
});

describe('slots', () => {
  it('filling a slot with an uploaded item', () => {
    spec
      .given([uploaded('m1', 10)])
      .when({ type: 'FillSlot', slot: 'avatar', mediaId: 'm1' })
      .then([filled('avatar', 'm1', null)]);
  });

  it('filling a slot with media the library does not hold is not found', () => {
    spec
      .given([uploaded('m1', 10)])
      .when({ type: 'FillSlot', slot: 'avatar', mediaId: 'other' })
      .thenThrows(m.notFound);
    spec
      .given([uploaded('m1', 10), deleted('m1')])
      .when({ type: 'FillSlot', slot: 'avatar', mediaId: 'm1' })
      .thenThrows(m.notFound);
  });

  it('filling a slot with what it already holds changes nothing', () => {
    spec
      .given([uploaded('m1', 10), filled('avatar', 'm1')])
      .when({ type: 'FillSlot', slot: 'avatar', mediaId: 'm1' })
      .then([]);
  });

  it('a new item in a slot releases the previous one, which may then be deleted', () => {
    const history = [uploaded('m1', 10), filled('avatar', 'm1'), uploaded('m2', 10), filled('avatar', 'm2')];
    spec
      .given(history)
      .when({ type: 'Delete', mediaId: 'm1' })
      .then([deleted('m1')]);
    spec.given(history).when({ type: 'Delete', mediaId: 'm2' }).thenThrows(m.inUse);
  });

  it('clearing a filled slot, and an empty one', () => {
    spec
      .given([uploaded('m1', 10), filled('avatar', 'm1')])
      .when({ type: 'ClearSlot', slot: 'avatar' })
      .then([{ type: 'MediaSlotCleared', data: { userId, slot: 'avatar', previous: 'm1' } }]);
    spec
      .given([uploaded('m1', 10)])
      .when({ type: 'ClearSlot', slot: 'avatar' })
      .then([]);
  });

  it("clearing a world's scope releases every slot under it and nothing else", () => {
    const history = [uploaded('m1', 10), uploaded('m2', 10), filled('world:w1:header', 'm1'), filled('avatar', 'm2')];
    spec
      .given(history)
      .when({ type: 'ClearScope', scope: 'world:w1:' })
      .then([{ type: 'MediaScopeCleared', data: { userId, scope: 'world:w1:' } }]);
    const cleared = [...history, { type: 'MediaScopeCleared', data: { userId, scope: 'world:w1:' } } as MediaEvent];
    spec
      .given(cleared)
      .when({ type: 'Delete', mediaId: 'm1' })
      .then([deleted('m1')]);
    spec.given(cleared).when({ type: 'Delete', mediaId: 'm2' }).thenThrows(m.inUse);
  });

  it('a scope with no filled slot changes nothing, and a scope must end with ":"', () => {
    spec
      .given([uploaded('m1', 10), filled('world:w10:header', 'm1')])
      .when({ type: 'ClearScope', scope: 'world:w1:' })
      .then([]);
    spec
      .given([uploaded('m1', 10), filled('avatar', 'm1')])
      .when({ type: 'ClearScope', scope: '' })
      .thenThrows(m.badScope);
  });

  it('setting several slots fills, clears and keeps each in one decision', () => {
    const cleared = (slot: string, previous: string): MediaEvent => ({ type: 'MediaSlotCleared', data: { userId, slot, previous } });
    const slots = [
      { slot: 'k1', mediaId: 'm2' },
      { slot: 'k2', mediaId: null },
      { slot: 'k3', mediaId: 'm1' },
      { slot: 'k4', mediaId: null },
      { slot: 'k5', mediaId: 'm1' },
    ];
    spec
      .given([uploaded('m1', 10), uploaded('m2', 10), filled('k1', 'm1'), filled('k2', 'm1'), filled('k3', 'm1')])
      .when({ type: 'SetSlots', slots })
      .then([filled('k1', 'm2', 'm1'), cleared('k2', 'm1'), filled('k5', 'm1', null)]);
  });

  it('a slot set twice ends as last set, and one missing item refuses every setting', () => {
    spec
      .given([uploaded('m1', 10), uploaded('m2', 10)])
      .when({
        type: 'SetSlots',
        slots: [
          { slot: 'k1', mediaId: 'm1' },
          { slot: 'k2', mediaId: 'm1' },
          { slot: 'k1', mediaId: 'm2' },
        ],
      })
      .then([filled('k1', 'm2', null), filled('k2', 'm1', null)]);
    spec
      .given([uploaded('m1', 10)])
      .when({
        type: 'SetSlots',
        slots: [
          { slot: 'k1', mediaId: 'm1' },
          { slot: 'k2', mediaId: 'gone' },
        ],
      })
      .thenThrows(m.notFound);
  });
});

describe('deleting', () => {
  it('inactive media is deleted', () => {
    spec
      .given([uploaded('m1', 10)])
      .when({ type: 'Delete', mediaId: 'm1' })
      .then([deleted('m1')]);
  });

  it('media in use is refused', () => {
    spec
      .given([uploaded('m1', 10), filled('avatar', 'm1')])
      .when({ type: 'Delete', mediaId: 'm1' })
      .thenThrows(m.inUse);
  });

  it('media that does not exist (or another user’s) is not found, also once deleted', () => {
    spec.given([]).when({ type: 'Delete', mediaId: 'm1' }).thenThrows(m.notFound);
    spec
      .given([uploaded('m1', 10), deleted('m1')])
      .when({ type: 'Delete', mediaId: 'm1' })
      .thenThrows(m.notFound);
  });

  it('a name an object inherits (__proto__, constructor, toString) is no media id and no slot', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      spec
        .given([uploaded('m1', 10)])
        .when({ type: 'Delete', mediaId: name })
        .thenThrows(m.notFound);
      spec
        .given([uploaded('m1', 10)])
        .when({ type: 'FillSlot', slot: 'avatar', mediaId: name })
        .thenThrows(m.notFound);
      spec
        .given([uploaded('m1', 10)])
        .when(upload(name, 10))
        .then([uploaded(name, 10)]);
      spec
        .given([uploaded('m1', 10)])
        .when({ type: 'ClearSlot', slot: name })
        .then([]);
      spec
        .given([uploaded('m1', 10)])
        .when({ type: 'FillSlot', slot: name, mediaId: 'm1' })
        .then([filled(name, 'm1', null)]);
    }
  });
});
