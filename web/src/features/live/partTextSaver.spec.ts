import { CONTENT_SAVE_DEBOUNCE_MS } from '@lorewright/domain/writings/writingView';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPartTextSaver, type PartTextEvents } from './partTextSaver';

type SentText = { partId: string; content: string };

type Answer = { ok: true; status: number; data: { message: string } } | { ok: false; status: number; data: { error: string } };

// The server, answered by hand: each save waits until the spec settles it.
function fakeServer() {
  const sent: SentText[] = [];
  const pending: ((answer: Answer) => void)[] = [];
  const send = vi.fn((partId: string, content: string) => {
    sent.push({ partId, content });
    return new Promise<Answer>((resolve) => pending.push(resolve));
  });
  const answer = async (answer: Answer = { ok: true, status: 200, data: { message: 'Updated successfully.' } }) => {
    pending.shift()?.(answer);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { sent, send, answer };
}

const events = () => ({
  onSaving: vi.fn<PartTextEvents['onSaving']>(),
  onSaved: vi.fn<PartTextEvents['onSaved']>(),
  onRefused: vi.fn<PartTextEvents['onRefused']>(),
});

describe('saving co-typed text, part by part', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves what this person typed once they pause, as the section’s whole text', async () => {
    const server = fakeServer();
    const told = events();
    const saver = createPartTextSaver<string>(server.send, told);
    saver.typed('s1', 'Born');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS / 2);
    saver.typed('s1', 'Born by the river.');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS - 1);
    expect(server.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toEqual([{ partId: 's1', content: 'Born by the river.' }]);
    expect(saver.pending()).toBe(true);
    await server.answer();
    expect(told.onSaved).toHaveBeenCalledWith(true);
    expect(saver.pending()).toBe(false);
  });

  it('never saves text only heard from others, but carries it in this person’s next save', async () => {
    const server = fakeServer();
    const saver = createPartTextSaver<string>(server.send, events());
    saver.heard('s1', 'Bea typed this.');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS * 3);
    expect(server.sent).toEqual([]);
    expect(saver.pending()).toBe(false);
    saver.typed('s1', 'Bea typed this. Ann too.');
    saver.heard('s1', 'Bea typed this, again. Ann too.');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS);
    expect(server.sent.map((input) => input.content)).toEqual(['Bea typed this, again. Ann too.']);
  });

  it('one save at a time: typing during a save goes after it, each section on its own', async () => {
    const server = fakeServer();
    const told = events();
    const saver = createPartTextSaver<string>(server.send, told);
    saver.typed('s1', 'One.');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS);
    saver.typed('s1', 'One, two.');
    saver.typed('s2', 'Other.');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS);
    expect(server.sent).toHaveLength(1);
    await server.answer();
    expect(told.onSaved).toHaveBeenLastCalledWith(false);
    await server.answer();
    await server.answer();
    expect(server.sent.map(({ partId, content }) => [partId, content])).toEqual([
      ['s1', 'One.'],
      ['s1', 'One, two.'],
      ['s2', 'Other.'],
    ]);
    expect(told.onSaved).toHaveBeenLastCalledWith(true);
  });

  it('a refused save is told with its status and text', async () => {
    const server = fakeServer();
    const told = events();
    const saver = createPartTextSaver<string>(server.send, told);
    saver.typed('gone', 'x');
    await vi.advanceTimersByTimeAsync(CONTENT_SAVE_DEBOUNCE_MS);
    await server.answer({ ok: false, status: 404, data: { error: 'This section is no longer in the wiki.' } });
    expect(told.onRefused).toHaveBeenCalledWith(404, 'This section is no longer in the wiki.');
  });

  it('flush saves at once what waits, and resolves when it is stored', async () => {
    const server = fakeServer();
    const saver = createPartTextSaver<string>(server.send, events());
    saver.typed('s1', 'Leaving now.');
    const flushed = saver.flush();
    expect(server.sent).toHaveLength(1);
    let done = false;
    void flushed.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await server.answer();
    expect(done).toBe(true);
  });
});
