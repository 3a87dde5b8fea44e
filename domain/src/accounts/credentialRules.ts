// The account rules the client checks as the user types; no zod here, so the pages that use
// them stay small. The request schemas built on them are in credentials.ts.

// product.md gives two password rules; Lorewright uses one everywhere: 8 to 80 characters
// (docs/decisions.md). Both the client and the server validate with these.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 80;

export const isValidPassword = (password: string) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

// A profile name: at most 80 characters, counted by the one text rule for names
// (shared/displayText.ts) like every other name.
export const PROFILE_NAME_MAX = 80;
export const profileNameTooLong = `Please enter a name of at most ${PROFILE_NAME_MAX} characters.`;

// The one e-mail rule (docs/decisions.md, "Names and addresses"), for an address already
// trimmed. The product's format (§5): exactly one @, something before it, and a domain that
// contains a dot and neither starts nor ends with one (nor holds an empty label, `a@b..c`).
// Beyond it, an address is one mailbox and nothing else: no whitespace of any kind, no control
// or invisible format characters (\u0000, zero-width spaces, direction marks), and none of the
// characters that make a header field hold more than one address, a display name, a comment or
// a quoted part — comma, semicolon, angle brackets, double quote, parentheses, backslash,
// colon, square brackets. (An apostrophe is an ordinary character of addresses: o'brien@….)
// At most 254 characters in all and 64 before the @ (RFC 5321).
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;
const NOT_IN_EMAIL = /[\p{White_Space}\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp},;<>"()\\:[\]]/u;

export const isValidEmail = (email: string): boolean => {
  if (email.length > EMAIL_MAX || NOT_IN_EMAIL.test(email)) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!local || local.length > EMAIL_LOCAL_MAX) return false;
  return domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.') && !domain.includes('..');
};

// E-mail addresses are compared without case and surrounding blanks.
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
