import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UNAVAILABLE_RETRY_AFTER_S, errorSchema } from '@aangan/contracts';
import type { Database } from '@aangan/db';
import { access } from './access.ts';
import { HttpError } from './errors.ts';

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        // Never touches the database: a database outage must not get the process restarted.
        config: access('public'),
        schema: {
          tags: ['system'],
          summary: 'Liveness: the process answers',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/ready',
      {
        config: access('public'),
        schema: {
          tags: ['system'],
          summary: 'Readiness: the database answers (503 with Retry-After while it does not)',
          response: {
            200: z.object({ status: z.literal('ready'), database: z.string() }),
            503: errorSchema,
          },
        },
      },
      async (_req, reply) => {
        try {
          await database.ping();
          return { status: 'ready' as const, database: database.kind };
        } catch {
          return reply
            .code(503)
            .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
            .send(new HttpError('DATABASE_UNREACHABLE').body);
        }
      },
    );
  };
}
