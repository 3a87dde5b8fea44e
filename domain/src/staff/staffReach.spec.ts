import { describe, expect, it } from 'vitest';
import { mayHandleAccount } from './staffReach';

describe('whom staff may handle', () => {
  it('support handles people who are not staff, and no staff account', () => {
    expect(mayHandleAccount(['support'], [])).toBe(true);
    expect(mayHandleAccount(['support'], ['support'])).toBe(false);
    expect(mayHandleAccount(['support'], ['admin'])).toBe(false);
    expect(mayHandleAccount(['support'], ['support', 'admin'])).toBe(false);
  });

  it('an admin handles anyone', () => {
    expect(mayHandleAccount(['admin'], [])).toBe(true);
    expect(mayHandleAccount(['admin'], ['support'])).toBe(true);
    expect(mayHandleAccount(['support', 'admin'], ['admin'])).toBe(true);
  });

  it('without a staff role nobody is handled', () => {
    expect(mayHandleAccount([], [])).toBe(false);
  });
});
