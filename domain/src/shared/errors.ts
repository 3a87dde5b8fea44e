// Errors a decider or rule raises. Each kind maps to one HTTP status in the API's error plugin,
// so business code never speaks HTTP.
export type DomainErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'notFound' // 404
  | 'conflict' // 409
  | 'gone' // 410
  | 'notAcceptable' // 406
  | 'tooManyRequests'; // 429

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const unauthenticated = (message: string) => new DomainError('unauthenticated', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('notFound', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const gone = (message: string) => new DomainError('gone', message);
export const notAcceptable = (message: string) => new DomainError('notAcceptable', message);
export const tooManyRequests = (message: string) => new DomainError('tooManyRequests', message);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
