// Limits and texts of comments on a scene paragraph or a wiki section.
export const COMMENT_TEXT_MAX = 2_000;
export const COMMENT_QUOTE_MAX = 200;
// A scene holds at most 20,000 text runs, so no paragraph number is larger.
export const COMMENT_PARAGRAPH_MAX = 20_000;
// Live comments on one element: its stream is folded for every comment command.
export const COMMENTS_PER_ELEMENT_MAX = 2_000;

export const commentMessages = {
  elementNotFound: 'This writing or wiki was not found.',
  onlyEditors: 'Only those who may edit this element can comment on it.',
  chooseElement: "Please say what the comment is on: 'writing' or 'wiki'.",
  chooseElementId: 'Please choose the writing or wiki to comment on.',
  choosePart: 'Please choose the scene or section to comment on.',
  partNotFound: 'This scene or section was not found.',
  chooseParagraph: 'Please choose the paragraph of the scene to comment on.',
  paragraphInvalid: `A paragraph is a whole number from 0 to ${COMMENT_PARAGRAPH_MAX.toLocaleString('en-US')}.`,
  noParagraphOnWiki: 'A comment on a wiki section takes no paragraph or quote.',
  quoteTooLong: `A quote may be at most ${COMMENT_QUOTE_MAX} characters.`,
  textRequired: 'Please write a comment.',
  textTooLong: `A comment may be at most ${COMMENT_TEXT_MAX.toLocaleString('en-US')} characters.`,
  textForbidden: 'Comments cannot contain control characters.',
  commentNotFound: 'Comment not found.',
  threadNotFound: 'Comment thread not found.',
  partMismatch: 'A reply is on the scene or section of its thread.',
  duplicate: 'This comment was already added.',
  tooMany: `An element may hold at most ${COMMENTS_PER_ELEMENT_MAX.toLocaleString('en-US')} comments. Resolve and delete some first.`,
  onlyAuthorEdits: 'Only its author can edit a comment.',
  onlyAuthorDeletes: "Only its author, a co-owner or the world's owner can delete a comment.",
  chooseResolved: 'Please say whether the thread is resolved: true or false.',
  added: 'Comment added.',
  edited: 'Comment edited.',
  deleted: 'Comment deleted.',
  resolved: 'Thread resolved.',
  reopened: 'Thread reopened.',
} as const;
