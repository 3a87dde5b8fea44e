// The account rules the client checks as the user types; no zod here, so the pages that use
// them stay small. The request schemas built on them are in credentials.ts.

// The spec gives two password rules; Lorewright uses one everywhere: 8 to 80 characters
// (docs/decisions.md). Both the client and the server validate with these.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 80;

export const isValidPassword = (password: string) => password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

// Exactly one @, something before it, and a domain that contains a dot and neither starts nor
// ends with one (spec §5).
export const isValidEmail = (email: string): boolean => {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (!local || /\s/.test(email)) return false;
  return domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.');
};

// E-mail addresses are compared without case and surrounding blanks.
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
