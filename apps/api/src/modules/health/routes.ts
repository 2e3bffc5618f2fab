import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@aangan/db';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } },
    }, async () => ({ status: 'ok' as const }));

    app.get('/ready', {
      schema: {
        tags: ['system'], summary: 'Readiness: the database answers',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: z.object({ detail: z.string() }) },
      },
    }, async (_req, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.code(503).header('retry-after', '5').send({ detail: 'Database unreachable' });
      }
    });
  };
}
