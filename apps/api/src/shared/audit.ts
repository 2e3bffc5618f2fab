// The audit trail of staff actions: who did what to which record, from where, in which request.
// Callers pass only what the record needs to be understood later; erasing a person (deletion
// requests) scrubs the entries about them.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@aangan/db';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
}

export async function recordAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (actor_id, action, entity, entity_id, before, after, ip_address, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      e.actorId,
      e.action,
      e.entity,
      e.entityId === null ? null : String(e.entityId),
      JSON.stringify(e.before ?? null),
      JSON.stringify(e.after ?? null),
      e.ip ?? null,
      e.requestId ?? null,
    ],
  );
}

/** An entry for an action taken in this request by the signed-in caller. */
export function auditOf(
  req: FastifyRequest,
  action: string,
  entity: string,
  entityId: string | number | null,
  before: unknown,
  after: unknown,
): AuditEntry {
  return { actorId: req.auth?.userId ?? null, action, entity, entityId, before, after, ip: req.ip, requestId: req.id };
}
