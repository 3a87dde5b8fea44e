import './zodWithoutEval';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('zod in the client', () => {
  it('parses without eval (the Content-Security-Policy forbids it)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ name: z.string().trim() }).parse({ name: ' Eldmoor ' })).toEqual({ name: 'Eldmoor' });
  });
});
