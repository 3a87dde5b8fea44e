import { stdSerializers, type LoggerOptions } from 'pino';
import { REDACTED, redactText, redactUrl } from '@lorewright/domain/shared/secretRedaction';

// No secrets in logs. Codes and capability ids travel in addresses (mailed links such as
// /activate/{code}, /reset-password/{code}, /invitation/{id}), tokens in headers; Fastify logs
// every request's url. The address rule (domain/src/shared/secretRedaction.ts, shared with the
// browser's console warnings) is applied to the request serializer, to error messages and to
// any string logged; pino's redaction removes header and credential fields.

export { REDACTED, redactText, redactUrl };

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remoteAddress?: string; remotePort?: number };
}

// Fastify's request serializer (method, url, host, address, port: never headers or body), with
// the url redacted. Also takes a raw Node request.
const requestSerializer = (req: LoggedRequest) => ({
  method: req.method,
  url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
  host: req.host ?? req.headers?.host,
  remoteAddress: req.ip ?? req.socket?.remoteAddress,
  remotePort: req.socket?.remotePort,
});

const errorSerializer = (error: Error) => {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message === 'string') serialized.message = redactText(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactText(serialized.stack);
  return serialized;
};

// Fields never written, wherever a log object carries them.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'token',
  '*.token',
];

// The options of every pino logger the app builds (the server's, and any a test builds).
export const redactingLoggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: REDACTED },
  serializers: { req: requestSerializer, err: errorSerializer },
  hooks: {
    // Strings logged as messages or format arguments ("Route GET:/activate/… not found").
    logMethod(args, method) {
      const safe = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>;
      return method.apply(this, safe);
    },
  },
});
