import { describe, expect, it } from 'vitest';
import { EditCommentBody, NewCommentBody } from './comment.bodies';

const body = { element: 'writing', elementID: 'doc', part: 's1', paragraph: 0, quote: 'The river rose.', text: 'Dawn or dusk?' };
const error = (input: object) => NewCommentBody.safeParse({ ...body, ...input }).error?.issues[0].message;

describe('comment bodies', () => {
  it('takes multi-line text through the text rule, at most 2,000 characters', () => {
    expect(NewCommentBody.parse({ ...body, text: '  Line one\nline two \u200B' }).text).toBe('Line one\nline two');
    expect(error({ text: ' \u200B ' })).toBe('Please write a comment.');
    expect(error({ text: undefined })).toBe('Please write a comment.');
    expect(error({ text: 'a\u0007b' })).toBe('Comments cannot contain control characters.');
    expect(error({ text: 'é'.repeat(2_000) })).toBeUndefined();
    expect(error({ text: 'x'.repeat(2_001) })).toBe('A comment may be at most 2,000 characters.');
    expect(EditCommentBody.safeParse({ text: '' }).error?.issues[0].message).toBe('Please write a comment.');
  });

  it('a quote is at most 200 characters, read on one line; it may be empty', () => {
    expect(NewCommentBody.parse({ ...body, quote: 'One\nTwo' }).quote).toBe('One Two');
    expect(NewCommentBody.parse({ ...body, quote: '' }).quote).toBe('');
    expect(error({ quote: 'q'.repeat(201) })).toBe('A quote may be at most 200 characters.');
  });

  it('names the element kind, a part unless it replies, and a whole paragraph number', () => {
    expect(error({ element: 'map' })).toBe("Please say what the comment is on: 'writing' or 'wiki'.");
    expect(error({ part: undefined })).toBe('Please choose the scene or section to comment on.');
    expect(NewCommentBody.parse({ ...body, part: undefined, paragraph: undefined, replyTo: 'c1' }).replyTo).toBe('c1');
    expect(error({ paragraph: 1.5 })).toMatch(/whole number/);
    expect(error({ paragraph: -1 })).toMatch(/whole number/);
    expect(error({ paragraph: '2' })).toMatch(/whole number/);
  });
});
