import { describe, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SUPPORT_SCREENSHOT_BYTES } from '@lorewright/domain/community/communityLimits';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import type { MediaFileWriter } from '../media/mediaPorts';
import { createCommandHandler } from '../pipeline/handleCommand';
import { createSupportCommands } from './supportCommands';

const context = { actorId: 'ada', correlationId: 'test' };
const fields = { type: 'question' as const, subject: 'Calendars', content: 'How do leap years work?' };
// A first byte of 1 reads as a PNG, 2 as a JPEG, anything else as no image (the bytes' type
// is the api's detector's concern).
const png = (size = 10) => new Uint8Array(size).fill(1, 0, 1);
const jpeg = () => new Uint8Array([2, 0, 0]);
const text = () => new TextEncoder().encode('not an image');

const setup = ({ failPutAfter = Infinity } = {}) => {
  const eventStore = createMemoryEventStore();
  let ids = 0;
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-11-22T10:00:00Z') }, ids: { newId: () => `t${++ids}` } };
  const files = new Map<string, string>();
  const writer: MediaFileWriter = {
    put: async (key, _bytes, contentType) => {
      if (files.size >= failPutAfter) throw new Error('disk full');
      files.set(key, contentType);
    },
    delete: async (key) => {
      files.delete(key);
    },
  };
  const commands = createSupportCommands({
    ...ports,
    handle: createCommandHandler(ports),
    files: writer,
    detectImageType: async (bytes) => (bytes[0] === 1 ? 'image/png' : bytes[0] === 2 ? 'image/jpeg' : null),
  });
  return { commands, files, eventStore };
};

describe('support commands', () => {
  it('stores the screenshots under support/{ticketId}/ and records the ticket with their keys', async () => {
    const { commands, files, eventStore } = setup();
    const { ticketId } = await commands.submit('ada', fields, [png(), jpeg()], context);
    expect([...files]).toEqual([
      ['support/t1/1.png', 'image/png'],
      ['support/t1/2.jpg', 'image/jpeg'],
    ]);
    const [event] = await eventStore.readStream(`support-${ticketId}`);
    expect(event).toMatchObject({
      type: 'SupportTicketSubmitted',
      data: {
        ticketId: 't1',
        userId: 'ada',
        ...fields,
        screenshots: [
          { key: 'support/t1/1.png', contentType: 'image/png', size: 10 },
          { key: 'support/t1/2.jpg', contentType: 'image/jpeg', size: 3 },
        ],
        at: '2026-11-22T10:00:00.000Z',
      },
    });
  });

  it.each([
    ['four screenshots', [png(), png(), png(), png()], m.tooManyScreenshots],
    ['a screenshot over 5 MB', [png(), png(SUPPORT_SCREENSHOT_BYTES + 1)], m.screenshotTooLarge],
    ['a file that is no image', [png(), text()], m.screenshotNotImage],
  ])('refuses %s and stores nothing', async (_, screenshots, error) => {
    const { commands, files, eventStore } = setup();
    await expect(commands.submit('ada', fields, screenshots, context)).rejects.toThrow(error);
    expect(files.size).toBe(0);
    expect(await eventStore.readAll()).toEqual([]);
  });

  it('removes the screenshots already stored when a later one cannot be stored', async () => {
    const { commands, files, eventStore } = setup({ failPutAfter: 1 });
    await expect(commands.submit('ada', fields, [png(), png()], context)).rejects.toThrow('disk full');
    expect(files.size).toBe(0);
    expect(await eventStore.readAll()).toEqual([]);
  });
});
