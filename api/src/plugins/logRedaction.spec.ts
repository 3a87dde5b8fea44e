import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactingLoggerOptions } from './logRedaction';

// The address rule itself is specified in domain/src/shared/secretRedaction.spec.ts.
const CODE = 'Xy7_secretCode-0123456789abcdefghijklmnopqrs';

describe('the redacting logger', () => {
  const capture = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: pino(redactingLoggerOptions('info'), stream), text: () => lines.join('') };
  };

  it('writes requests without secret path segments, query values or credential headers', () => {
    const { logger, text } = capture();
    const req = { method: 'GET', url: `/reset-password/${CODE}?token=${CODE}`, headers: { authorization: `Bearer ${CODE}`, cookie: `sid=${CODE}`, host: 'h' } };
    logger.info({ req }, 'incoming request');
    logger.info({ headers: req.headers }, 'headers logged by hand');
    logger.info({ user: { token: CODE, password: CODE } }, 'credentials logged by hand');
    logger.info(`message naming /invitation/${CODE}`);
    logger.error({ err: new Error(`failed at /activate/${CODE}`) }, 'request failed');
    const output = text();
    expect(output).not.toContain(CODE);
    expect(output).toContain(`/reset-password/${REDACTED}?token=${REDACTED}`);
    expect(output).toContain(`/invitation/${REDACTED}`);
    expect(output).toContain(`failed at /activate/${REDACTED}`);
    // Query, header, cookie and credential values are there as [redacted], not dropped silently.
    expect(output.split(REDACTED).length - 1).toBeGreaterThanOrEqual(8);
  });
});
