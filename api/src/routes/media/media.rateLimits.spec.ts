import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { pngImage } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from './testing/mediaTesting';

let t: MediaApp;
beforeAll(async () => {
  t = await openMediaApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

describe('upload rate limit', () => {
  it('answers 429 with {error} once a client has made too many uploads in a minute', async () => {
    const { token } = await t.signUp('busy-uploader@example.com');
    const max = RATE_LIMITS.upload[0].max;
    for (let i = 0; i < max; i++) expect((await t.uploadAvatar(token, pngImage())).statusCode).toBe(201);
    const res = await t.uploadAvatar(token, pngImage());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
  });
});
