import { describe, expect, it } from 'vitest';
import { REDACTED, redactText, redactUrl } from './secretRedaction';

const CODE = 'Xy7_secretCode-0123456789abcdefghijklmnopqrs';

describe('redactUrl', () => {
  it.each([
    [`/api/v1/activate/${CODE}`, `/api/v1/activate/${REDACTED}`],
    [`/activate/${CODE}`, `/activate/${REDACTED}`],
    [`/reset-password/${CODE}`, `/reset-password/${REDACTED}`],
    [`/confirm-email/${CODE}`, `/confirm-email/${REDACTED}`],
    [`/cancel-email-change/${CODE}`, `/cancel-email-change/${REDACTED}`],
    [`/invitation/${CODE}`, `/invitation/${REDACTED}`],
    [`/sandbox/checkout/${CODE}/pay`, `/sandbox/checkout/${REDACTED}/${REDACTED}`],
    [`/sandbox/portal/${CODE}`, `/sandbox/portal/${REDACTED}`],
    [`/sandbox/invoice/${CODE}`, `/sandbox/invoice/${REDACTED}`],
    ['/api/v1/payment/checkout', '/api/v1/payment/checkout'],
    // Every segment after the keyword, and the keyword however it is spelt or encoded.
    [`/invitation/${CODE}/accept/`, `/invitation/${REDACTED}/${REDACTED}/`],
    [`/Reset-Password/${CODE}`, `/Reset-Password/${REDACTED}`],
    [`/%61ctivate/${CODE}`, `/%61ctivate/${REDACTED}`],
    [`/activate/${CODE}?from=mail`, `/activate/${REDACTED}?from=mail`],
  ])('%s → %s', (url, safe) => {
    expect(redactUrl(url)).toBe(safe);
  });

  it('redacts the values of code, token, key, secret and password query parameters only', () => {
    expect(redactUrl(`/x?code=${CODE}&page=2&token=t1&KEY=k&secret=s&password=p&tokens=ok`)).toBe(
      `/x?code=${REDACTED}&page=2&token=${REDACTED}&KEY=${REDACTED}&secret=${REDACTED}&password=${REDACTED}&tokens=ok`,
    );
    expect(redactUrl('/x?code')).toBe(`/x?code=${REDACTED}`);
    expect(redactUrl(`/x?%63ode=${CODE}`)).toBe(`/x?%63ode=${REDACTED}`);
  });

  it('leaves other addresses alone', () => {
    for (const url of ['/', '/api/v1/world/w1', '/api/v1/world/invitation', '/api/v1/link/writing/abc?x=1', '/dashboard#code=1']) {
      expect(redactUrl(url)).toBe(url.split('#')[0]);
    }
  });
});

describe('redactText', () => {
  it('redacts addresses inside free text', () => {
    expect(redactText(`Route GET:/api/v1/activate/${CODE} not found`)).toBe(`Route GET:/api/v1/activate/${REDACTED} not found`);
    expect(redactText(`open http://localhost:3000/reset-password/${CODE}. Thanks`)).toBe(`open http://localhost:3000/reset-password/${REDACTED} Thanks`);
    expect(redactText(`GET /x?token=${CODE}&a=1`)).toBe(`GET /x?token=${REDACTED}&a=1`);
    expect(redactText('nothing secret here')).toBe('nothing secret here');
  });
});
