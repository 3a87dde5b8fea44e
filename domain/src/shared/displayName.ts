import { z } from 'zod';
import { checkDisplayName, type DisplayNameRule } from './displayText';

// The request-schema form of the one text rule for names and titles (displayText.ts): a string
// in, the normalised name out, or the rule's message as the 400's error.
export const displayName = (rule: DisplayNameRule) =>
  z.string({ error: rule.blank }).transform((raw, ctx) => {
    const checked = checkDisplayName(raw, rule);
    if (checked.ok) return checked.text;
    ctx.addIssue({ code: 'custom', message: checked.message, input: raw });
    return z.NEVER;
  });
