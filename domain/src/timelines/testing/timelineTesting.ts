import type { SentNode } from '../timeline.commands';

// A point as the client sends it: 3 March of year 10 on the default calendar unless told
// otherwise. Shared by the decider's and the routes' specs (used only by *.spec.ts and testing files).
export const sentNode = (_id: string, extra: Partial<SentNode> = {}): SentNode => ({
  _id,
  title: 'Founding',
  subtitle: '',
  type: 'point',
  year: 10,
  month: 'March',
  day: 3,
  end: null,
  parent: null,
  ...extra,
});
