import { createHash, createHmac, type KeyObject } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Who viewed a thread, to count one view per viewer per UTC day: a signed-in user by id; a
// visitor by a keyed hash of their address and the day, so no address is stored and one day's
// visitor cannot be followed to the next. The key derives from the server's private key, which
// every instance of a cluster shares, so all instances count a visitor alike.
export const createThreadViewer = (serverKey: KeyObject, now: () => Date) => {
  const secret = createHash('sha256')
    .update('lorewright thread views\0')
    .update(serverKey.export({ type: 'pkcs8', format: 'der' }))
    .digest();
  return (request: FastifyRequest) => {
    if (request.user) return request.user._id;
    const day = now().toISOString().slice(0, 10);
    return `visitor:${createHmac('sha256', secret).update(`${day}\0${request.ip}`).digest('base64url')}`;
  };
};
