import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { SUPPORT_SCREENSHOT_BYTES, SUPPORT_SCREENSHOTS_MAX } from '@lorewright/domain/community/communityLimits';
import type { SupportReportFields } from '@lorewright/domain/community/support.bodies';
import { supportDecider } from '@lorewright/domain/community/support.decide';
import type { SupportScreenshot } from '@lorewright/domain/community/support.events';
import { IMAGE_TYPES } from '@lorewright/domain/media/imageTypes';
import { invalid } from '@lorewright/domain/shared/errors';
import { streamName } from '../eventStore/eventStore';
import type { ImageTypeDetector, MediaFileWriter } from '../media/mediaPorts';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';

export interface SupportDeps {
  handle: HandleCommand;
  clock: Clock;
  ids: IdGenerator;
  files: MediaFileWriter;
  detectImageType: ImageTypeDetector;
}

export const supportStream = (ticketId: string) => streamName('support', ticketId);

// Screenshots are private: they live outside the media library's folders, so the public
// /media route never serves them; only the support mail carries them.
export const supportScreenshotKey = (ticketId: string, n: number, extension: string) => `support/${ticketId}/${n}.${extension}`;

// Every screenshot is checked before any is stored, so a refused ticket leaves nothing behind.
const checkScreenshots = async (screenshots: readonly Uint8Array[], detect: ImageTypeDetector) => {
  if (screenshots.length > SUPPORT_SCREENSHOTS_MAX) throw invalid(m.tooManyScreenshots);
  if (screenshots.some((bytes) => bytes.byteLength > SUPPORT_SCREENSHOT_BYTES)) throw invalid(m.screenshotTooLarge);
  const types = await Promise.all(screenshots.map((bytes) => detect(bytes)));
  return types.map((type) => {
    if (!type) throw invalid(m.screenshotNotImage);
    return type;
  });
};

export const createSupportCommands = (deps: SupportDeps) => ({
  // Files first, the ticket after (as media uploads do): a recorded ticket always has its
  // screenshots. When storing or recording fails, the files stored so far are removed again.
  submit: async (userId: string, fields: SupportReportFields, screenshots: readonly Uint8Array[], context: CommandContext) => {
    const types = await checkScreenshots(screenshots, deps.detectImageType);
    const ticketId = deps.ids.newId();
    const stored: SupportScreenshot[] = [];
    try {
      for (const [index, bytes] of screenshots.entries()) {
        const contentType = types[index];
        const key = supportScreenshotKey(ticketId, index + 1, IMAGE_TYPES[contentType]);
        await deps.files.put(key, bytes, contentType);
        stored.push({ key, contentType, size: bytes.byteLength });
      }
      const ticket = { ticketId, userId, ...fields, screenshots: stored, at: deps.clock.now().toISOString() };
      const { position } = await deps.handle(supportStream(ticketId), supportDecider, { type: 'SubmitTicket', ticket }, context);
      return { ticketId, position };
    } catch (error) {
      // The failure is the answer; a failed clean-up must not replace it.
      await Promise.all(stored.map(({ key }) => deps.files.delete(key).catch(() => undefined)));
      throw error;
    }
  },
});

export type SupportCommands = ReturnType<typeof createSupportCommands>;
