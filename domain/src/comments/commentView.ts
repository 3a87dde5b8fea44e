import type { CommentElement } from './comment.events';

// One comment as its thread shows it; the author's current name is read when asked for.
export interface CommentView {
  _id: string;
  author: { _id: string; name: string };
  text: string;
  at: string;
  // When its author last changed it, if ever.
  editedAt: string | null;
}

// A root comment with its replies, oldest first, anchored to a scene's paragraph or a section.
export interface CommentThreadView {
  _id: string;
  element: CommentElement;
  elementID: string;
  part: string;
  paragraph: number | null;
  quote: string;
  resolved: boolean;
  comments: CommentView[];
}
