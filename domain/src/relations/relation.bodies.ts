import { z } from 'zod';
import { displayName } from '../shared/displayName';
import { relationMessages as m, RELATION_CUSTOM_MAX } from './relationMessages';
import { RelationPeriod } from './relationPeriod';
import { RELATION_TYPES } from './relationTypes';

const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

// A custom type's name passes the one text rule for names; a named type carries none.
const kindFields = {
  type: z.enum(RELATION_TYPES, { error: m.chooseType }),
  custom: displayName({ blank: m.customRequired, max: RELATION_CUSTOM_MAX, tooLong: m.customTooLong }).optional(),
  period: RelationPeriod.nullable().optional(),
};
const customOnlyForCustom = <T extends { type: string; custom?: string }>(body: T) => (body.type === 'custom') === (body.custom !== undefined);

export const AddRelationBody = z
  .object({ wikiID: id(m.wikiNotFound), otherID: id(m.chooseWiki), ...kindFields })
  .refine(customOnlyForCustom, { message: m.customRequired });
export type AddRelationBody = z.output<typeof AddRelationBody>;

export const ChangeRelationBody = z
  .object({ wikiID: id(m.wikiNotFound), relationID: id(m.chooseRelation), ...kindFields })
  .refine(customOnlyForCustom, { message: m.customRequired });
export type ChangeRelationBody = z.output<typeof ChangeRelationBody>;

export const RemoveRelationBody = z.object({ wikiID: id(m.wikiNotFound), relationID: id(m.chooseRelation) });

export const RelationIdParams = z.object({ id: z.string().max(200, m.wikiNotFound) });
