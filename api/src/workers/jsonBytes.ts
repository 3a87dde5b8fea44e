import { invalid } from '@lorewright/domain/shared/errors';
import secureJson from 'secure-json-parse';
import { NOT_JSON_MESSAGE } from '../plugins/errorEnvelope';

// A JSON body read from its bytes as Fastify's own parser reads it (secure-json-parse, refusing
// `__proto__` and `constructor.prototype` keys), refused with the same words when it is not JSON.
export const parseJsonBytes = (bytes: Uint8Array): unknown => {
  try {
    return secureJson.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), {
      protoAction: 'error',
      constructorAction: 'error',
    });
  } catch {
    throw invalid(NOT_JSON_MESSAGE);
  }
};
