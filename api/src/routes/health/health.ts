import type { Stack } from '../../composition';
import type { ZodApp } from '../routeTypes';
import { HealthAnswer, NotReadyAnswer, ReadyAnswer } from './healthAnswers';

export type HealthRoutePorts = Pick<Stack, 'config' | 'eventStore' | 'readStore' | 'runner'>;

// Liveness: the process answers. Readiness: both stores answer and every projection is running
// and close enough to the log head to serve fresh reads.
export const healthRoutes = (ports: HealthRoutePorts) => async (app: ZodApp) => {
  app.get('/health', { schema: { response: { 200: HealthAnswer } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: ReadyAnswer, 503: NotReadyAnswer } } }, async (_request, reply) => {
    const problems: string[] = [];
    let head = 0;
    try {
      head = await ports.eventStore.headPosition();
    } catch (error) {
      problems.push(`event store unreachable: ${(error as Error).message}`);
    }
    try {
      await ports.readStore.ping();
    } catch (error) {
      problems.push(`read store unreachable: ${(error as Error).message}`);
    }
    const projections = ports.runner.positions().map((p) => ({ ...p, lag: Math.max(0, head - p.position) }));
    for (const p of projections) {
      if (p.error) problems.push(`projection ${p.name} is failing: ${p.error}`);
      else if (p.lag > ports.config.READY_MAX_LAG) problems.push(`projection ${p.name} is ${p.lag} events behind`);
    }
    const body = { ready: problems.length === 0, head, projections };
    if (problems.length > 0) return reply.status(503).send({ error: problems.join('; '), ...body });
    return body;
  });
};
