// SQL for the agent's desk. An agent's people are the accounts assigned to them (users.agent_id);
// their visits are those people's visits, whoever booked the listing. Admins see every visit.
import type { Database, Row } from '@aangan/db';
import type { VisitStatus } from '@aangan/contracts';
import type { UserRow } from '../../accounts/index.ts';
import { OPEN, VISIT_SELECT, type VisitRow } from '../repository.ts';

export type Visitor = Pick<Row<'users'>, 'id' | 'full_name' | 'phone' | 'email'>;
export type StaffVisitRow = VisitRow & { visitor: Visitor; visitor_agent_id: Row<'users'>['agent_id'] };
export type ClientRow = Pick<UserRow, 'id' | 'full_name' | 'phone' | 'email' | 'locality' | 'city' | 'preferences'>;

const WITH_VISITOR = (inner: string) => `SELECT q.*, vu.agent_id AS visitor_agent_id,
    json_build_object('id', vu.id, 'full_name', vu.full_name, 'phone', vu.phone, 'email', vu.email) AS visitor
  FROM (${inner}) q JOIN users vu ON vu.id = q.user_id`;

export function createAgentRepository(database: Database) {
  return {
    /** The people assigned to an agent, by name, each with their visits still to come (soonest first). */
    async clients(agentId: number): Promise<{ client: ClientRow; upcoming: VisitRow[] }[]> {
      const people = (
        await database.query<ClientRow>(
          `SELECT id, full_name, phone, email, locality, city, preferences FROM users
        WHERE agent_id = $1 AND deleted_at IS NULL ORDER BY full_name, id`,
          [agentId],
        )
      ).rows;
      if (!people.length) return [];
      const visits = (
        await database.query<VisitRow>(
          `${VISIT_SELECT} WHERE v.user_id = ANY($1::int[]) AND ${OPEN} AND v.scheduled_date >= now()
        ORDER BY v.scheduled_date, v.id`,
          [people.map((p) => p.id)],
        )
      ).rows;
      return people.map((client) => ({ client, upcoming: visits.filter((v) => v.user_id === client.id) }));
    },

    /** Visits of an agent's people (every visit for an admin: agentId null), latest booked first. */
    async visits(q: {
      agentId: number | null;
      status?: VisitStatus;
      limit: number;
      offset: number;
    }): Promise<{ rows: StaffVisitRow[]; total: number }> {
      const where = `($1::int IS NULL OR vu.agent_id = $1) AND ($2::visit_status IS NULL OR v.status = $2)`;
      const params = [q.agentId, q.status ?? null];
      const [rows, count] = await Promise.all([
        database.query<StaffVisitRow>(
          `${WITH_VISITOR(`${VISIT_SELECT} JOIN users vu ON vu.id = v.user_id WHERE ${where}
          ORDER BY v.created_at DESC, v.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`)} ORDER BY q.created_at DESC, q.id DESC`,
          params,
        ),
        database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM visits v JOIN users vu ON vu.id = v.user_id WHERE ${where}`,
          params,
        ),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    async visit(id: number): Promise<StaffVisitRow | null> {
      const r = await database.query<StaffVisitRow>(WITH_VISITOR(`${VISIT_SELECT} WHERE v.id = $1`), [id]);
      return r.rows[0] ?? null;
    },
  };
}
export type AgentRepository = ReturnType<typeof createAgentRepository>;
