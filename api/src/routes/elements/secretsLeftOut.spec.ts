import { describe, expect, it, vi } from 'vitest';
import { secretsLeftOut, secretsLeftOutKept } from './secretsLeftOut';

type Parts = { parts: { id: string; secret?: boolean; text: string }[] };
const open = (element: Parts): Parts => ({ parts: element.parts.filter((part) => !part.secret) });

describe('secret parts left out of an element’s JSON', () => {
  it('answers JSON without a marked part as it is, even when a text quotes the mark', () => {
    const json = JSON.stringify({ parts: [{ id: 'a', text: 'she wrote "secret":true on the wall' }] });
    expect(secretsLeftOut(json, open)).toBe(json);
  });

  it('leaves a marked part out', () => {
    const json = JSON.stringify({
      parts: [
        { id: 'a', text: 'open' },
        { id: 'b', secret: true, text: 'hidden' },
      ],
    });
    expect(JSON.parse(secretsLeftOut(json, open))).toEqual({ parts: [{ id: 'a', text: 'open' }] });
  });

  it('keeps the readers’ JSON of an element until its stored JSON changes', () => {
    const leaveOut = vi.fn(open);
    const first = JSON.stringify({ parts: [{ id: 'b', secret: true, text: 'hidden' }] });
    const shown = secretsLeftOutKept('map:m1', first, leaveOut);
    expect(secretsLeftOutKept('map:m1', first, leaveOut)).toBe(shown);
    expect(leaveOut).toHaveBeenCalledTimes(1);
    const second = JSON.stringify({
      parts: [
        { id: 'b', secret: true, text: 'hidden' },
        { id: 'c', text: 'new' },
      ],
    });
    expect(JSON.parse(secretsLeftOutKept('map:m1', second, leaveOut))).toEqual({ parts: [{ id: 'c', text: 'new' }] });
    expect(leaveOut).toHaveBeenCalledTimes(2);
  });
});
