import { z } from 'zod';
import { displayName } from '../shared/displayName';
import { displayTextMessages, hasForbiddenDescriptionCharacters } from '../shared/displayText';
import { ELEMENT_NAMES } from '../worlds/element.commands';
import { Idea } from './ideaBoard.events';

// Idea boards (product.md §2.21): limits, messages, request bodies and the view the owner reads.
export const IDEA_BOARD_NAME_MAX = 60;
export const IDEA_NOTE_MAX = 1000;
export const IDEAS_PER_BOARD_MAX = 100;
// Enough for every theme of a long project, few enough that the list stays one page to scan.
export const IDEA_BOARDS_PER_PERSON_MAX = 50;

export const ideaBoardMessages = {
  nameRequired: 'Please name the board.',
  nameTooLong: `A board's name may be at most ${IDEA_BOARD_NAME_MAX} characters.`,
  noteRequired: 'Please write the note.',
  noteTooLong: `A note may be at most ${IDEA_NOTE_MAX} characters.`,
  chooseIdea: 'Please send either an element ({kind, id}) or a note.',
  chooseKind: `Please choose a kind: ${ELEMENT_NAMES.join(', ')}.`,
  chooseElement: 'Please choose the element to save.',
  notFound: 'Idea board not found.',
  ideaNotFound: 'Idea not found.',
  elementNotFound: 'Element not found.',
  exists: 'This board already exists.',
  boardFull: `A board holds at most ${IDEAS_PER_BOARD_MAX} ideas. Remove one first.`,
  tooManyBoards: `You may have at most ${IDEA_BOARDS_PER_PERSON_MAX} idea boards. Delete one first.`,
  created: 'Board created.',
  renamed: 'Board renamed.',
  deleted: 'Board deleted.',
} as const;

const m = ideaBoardMessages;

export const IdeaBoardView = z.object({
  _id: z.string(),
  ownerID: z.string(),
  name: z.string(),
  createdOn: z.string(),
  lastUpdated: z.string(),
  ideas: z.array(Idea),
});
export type IdeaBoardView = z.infer<typeof IdeaBoardView>;
// POST ideaBoards: the caller's boards, last changed first.
export const IdeaBoardsAnswer = z.object({ boards: z.array(IdeaBoardView) });
// A board changed (an idea kept or let go), and what a named change says of it.
export const IdeaBoardAnswer = z.object({ board: IdeaBoardView });
export const IdeaBoardChangedAnswer = IdeaBoardAnswer.extend({ message: z.string() });

export const IdeaBoardIdParams = z.object({ id: z.string().max(200, m.notFound) });
export const IdeaParams = z.object({ id: z.string().max(200, m.notFound), ideaId: z.string().max(200, m.ideaNotFound) });

export const NewIdeaBoardBody = z.object({ name: displayName({ blank: m.nameRequired, max: IDEA_BOARD_NAME_MAX, tooLong: m.nameTooLong }) });
// A new name passes the same rule as the first one.
export const RenameIdeaBoardBody = NewIdeaBoardBody;

// An element the owner may see (checked by the route) or a note: exactly one of them.
export const NewIdeaBody = z
  .object({
    element: z
      .object(
        {
          kind: z.enum(ELEMENT_NAMES, { error: m.chooseKind }),
          id: z.string({ error: m.chooseElement }).trim().min(1, m.chooseElement).max(200, m.chooseElement),
        },
        { error: m.chooseElement },
      )
      .optional(),
    // A note is text like a description: the one text rule's characters for descriptions.
    note: z
      .string({ error: m.noteRequired })
      .trim()
      .min(1, m.noteRequired)
      .max(IDEA_NOTE_MAX, m.noteTooLong)
      .refine((text) => !hasForbiddenDescriptionCharacters(text), displayTextMessages.descriptionForbidden)
      .optional(),
  })
  .refine((body) => (body.element === undefined) !== (body.note === undefined), { message: m.chooseIdea });
export type NewIdeaBody = z.infer<typeof NewIdeaBody>;
