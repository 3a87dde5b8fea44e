import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [10, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 20, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [24 * 3600, '1 day ago'],
    [16 * 24 * 3600, '2 weeks ago'],
    [70 * 24 * 3600, '2 months ago'],
    [800 * 24 * 3600, '2 years ago'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });
});
