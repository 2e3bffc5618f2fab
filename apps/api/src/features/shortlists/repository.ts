// Shortlists shared with family (decision 057): SQL for the shortlist tables lives only here.
// Caps are counted under a lock on the row they belong to (the account for its lists, the list
// for its items and members), so requests sent at once cannot pass them together.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable, Row } from '@aangan/db';
import {
  SHORTLISTS_MAX,
  SHORTLIST_COMMENTS_PER_DAY,
  SHORTLIST_ITEMS_MAX,
  SHORTLIST_MEMBERS_MAX,
  type ShortlistItemInput,
  type ShortlistVote,
} from '@aangan/contracts';
import { BASE_COLUMNS, isPublicListing, mediaColumns, toProperty, type PropertyRow } from '../listings/index.ts';
import { isPublicProject } from '../projects/index.ts';

export type Role = 'owner' | 'member';
type Person = { id: number; name: string };

export interface SummaryRow {
  id: number;
  name: string;
  role: Role;
  owner_id: number;
  owner_name: string | null;
  items: number;
  members: number;
  updated_at: Date;
}

const SUMMARY = `s.id, s.name, m.role, s.owner_id, o.full_name AS owner_name, s.updated_at,
  (SELECT count(*)::int FROM shortlist_items i WHERE i.shortlist_id = s.id) AS items,
  (SELECT count(*)::int FROM shortlist_members x WHERE x.shortlist_id = s.id) AS members
  FROM shortlists s JOIN shortlist_members m ON m.shortlist_id = s.id JOIN users o ON o.id = s.owner_id`;

/** Why a change was refused. */
export type Refusal =
  | { refused: 'full'; what: 'lists' | 'items' | 'members'; max: number }
  | { refused: 'exists' }
  | { refused: 'not-found' }
  | { refused: 'capped' };

export function createShortlistRepository(database: Database) {
  return {
    /** The lists the person owns or belongs to, most recently changed first. */
    list: async (userId: number): Promise<SummaryRow[]> =>
      (
        await database.query<SummaryRow>(
          `SELECT ${SUMMARY} WHERE m.user_id = $1 ORDER BY s.updated_at DESC, s.id DESC`,
          [userId],
        )
      ).rows,

    /** The person's place in a list; null when they are not in it (or it does not exist). */
    roleOf: async (userId: number, id: number): Promise<Role | null> =>
      (
        await database.query<{ role: Role }>(
          'SELECT role FROM shortlist_members WHERE shortlist_id = $1 AND user_id = $2',
          [id, userId],
        )
      ).rows[0]?.role ?? null,

    summary: async (userId: number, id: number): Promise<SummaryRow | null> =>
      (await database.query<SummaryRow>(`SELECT ${SUMMARY} WHERE m.user_id = $1 AND s.id = $2`, [userId, id]))
        .rows[0] ?? null,

    create: (userId: number, name: string) => create(database, userId, name),
    rename: (id: number, name: string) =>
      database.query('UPDATE shortlists SET name = $2, updated_at = now() WHERE id = $1', [id, name]),
    remove: (id: number) => database.query('DELETE FROM shortlists WHERE id = $1', [id]),

    members: (id: number) => members(database, id),
    inviteToken: async (id: number): Promise<string | null> =>
      (
        await database.query<Pick<Row<'shortlists'>, 'invite_token'>>(
          'SELECT invite_token FROM shortlists WHERE id = $1',
          [id],
        )
      ).rows[0]?.invite_token ?? null,
    /** A new invite link (the old one stops working). */
    invite: async (id: number): Promise<string> => {
      const token = randomBytes(18).toString('base64url');
      await database.query('UPDATE shortlists SET invite_token = $2 WHERE id = $1', [id, token]);
      return token;
    },
    revoke: (id: number) => database.query('UPDATE shortlists SET invite_token = NULL WHERE id = $1', [id]),
    byToken: (token: string) => byToken(database, token),
    join: (token: string, userId: number) => join(database, token, userId),
    removeMember: async (id: number, memberId: number): Promise<boolean> =>
      (
        await database.query(
          `DELETE FROM shortlist_members WHERE shortlist_id = $1 AND user_id = $2 AND role = 'member' RETURNING user_id`,
          [id, memberId],
        )
      ).rows.length > 0,

    items: (id: number) => items(database, id),
    addItem: (id: number, userId: number, input: ShortlistItemInput) => addItem(database, id, userId, input),
    removeItem: (id: number, itemId: number) => removeItem(database, id, itemId),
    vote: (id: number, itemId: number, userId: number, vote: ShortlistVote | null) =>
      vote_(database, id, itemId, userId, vote),
    comment: (id: number, itemId: number, userId: number, body: string) => comment(database, id, itemId, userId, body),
  };
}
export type ShortlistRepository = ReturnType<typeof createShortlistRepository>;

async function removeItem(database: Database, id: number, itemId: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const gone = await tx.query('DELETE FROM shortlist_items WHERE id = $1 AND shortlist_id = $2 RETURNING id', [
      itemId,
      id,
    ]);
    if (gone.rows.length) await touch(tx, id);
    return gone.rows.length > 0;
  });
}

const touch = (q: Queryable, id: number) => q.query('UPDATE shortlists SET updated_at = now() WHERE id = $1', [id]);

async function create(database: Database, userId: number, name: string): Promise<{ id: number } | Refusal> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const owned = (
      await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM shortlists WHERE owner_id = $1', [userId])
    ).rows[0]!.n;
    if (owned >= SHORTLISTS_MAX) return { refused: 'full', what: 'lists', max: SHORTLISTS_MAX } as const;
    const id = (
      await tx.query<{ id: number }>('INSERT INTO shortlists (owner_id, name) VALUES ($1, $2) RETURNING id', [
        userId,
        name,
      ])
    ).rows[0]!.id;
    await tx.query(`INSERT INTO shortlist_members (shortlist_id, user_id, role) VALUES ($1, $2, 'owner')`, [
      id,
      userId,
    ]);
    return { id };
  });
}

async function members(q: Queryable, id: number): Promise<(Person & { role: Role })[]> {
  return (
    await q.query<Person & { role: Role }>(
      `SELECT u.id, coalesce(nullif(trim(u.full_name), ''), 'Member') AS name, m.role
       FROM shortlist_members m JOIN users u ON u.id = m.user_id
       WHERE m.shortlist_id = $1 ORDER BY m.role = 'owner' DESC, m.joined_at, u.id`,
      [id],
    )
  ).rows;
}

type Invited = { id: number; name: string; owner_id: number; owner_name: string | null; members: number };

async function byToken(q: Queryable, token: string): Promise<Invited | null> {
  return (
    (
      await q.query<Invited>(
        `SELECT s.id, s.name, s.owner_id, o.full_name AS owner_name,
           (SELECT count(*)::int FROM shortlist_members x WHERE x.shortlist_id = s.id) AS members
         FROM shortlists s JOIN users o ON o.id = s.owner_id WHERE s.invite_token = $1`,
        [token],
      )
    ).rows[0] ?? null
  );
}

/** Joins the list the link names; its id, or why not. Joining twice is joining once. */
async function join(database: Database, token: string, userId: number): Promise<{ id: number } | Refusal> {
  return database.transaction(async (tx) => {
    const s = (await tx.query<{ id: number }>('SELECT id FROM shortlists WHERE invite_token = $1 FOR UPDATE', [token]))
      .rows[0];
    if (!s) return { refused: 'not-found' } as const;
    const inside = await tx.query('SELECT 1 FROM shortlist_members WHERE shortlist_id = $1 AND user_id = $2', [
      s.id,
      userId,
    ]);
    if (inside.rows.length) return s;
    const n = (
      await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM shortlist_members WHERE shortlist_id = $1', [s.id])
    ).rows[0]!.n;
    if (n >= SHORTLIST_MEMBERS_MAX) return { refused: 'full', what: 'members', max: SHORTLIST_MEMBERS_MAX } as const;
    await tx.query('INSERT INTO shortlist_members (shortlist_id, user_id) VALUES ($1, $2)', [s.id, userId]);
    return s;
  });
}

/** What an item holds: a listing (as cards show it) or a project. */
export interface ItemRow {
  id: number;
  property: ReturnType<typeof toProperty> | null;
  property_status: string | null;
  project: {
    slug: string;
    name: string;
    locality: string | null;
    price_min: number | null;
    image: string | null;
    live: boolean;
  } | null;
  added_by: Person | null;
  added_at: Date;
  votes: (Person & { vote: ShortlistVote })[];
  comments: { id: number; author: Person | null; body: string; created_at: Date }[];
}

async function items(q: Queryable, id: number): Promise<ItemRow[]> {
  const rows = (
    await q.query<{
      id: number;
      property_id: number | null;
      project: ItemRow['project'];
      added_by: Person | null;
      added_at: Date;
      votes: ItemRow['votes'];
      comments: (Omit<ItemRow['comments'][number], 'created_at'> & { created_at: string })[];
    }>(
      `SELECT i.id, i.property_id, i.added_at,
         CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.full_name) END AS added_by,
         CASE WHEN pr.id IS NULL THEN NULL ELSE json_build_object('slug', pr.slug, 'name', pr.name, 'locality', pr.locality,
           'price_min', pr.price_min, 'image', pr.cover_image_url, 'live', ${isPublicProject('pr')}) END AS project,
         coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.full_name, 'vote', v.vote) ORDER BY v.voted_at)
           FROM shortlist_votes v JOIN users u ON u.id = v.user_id WHERE v.item_id = i.id), '[]') AS votes,
         coalesce((SELECT json_agg(json_build_object('id', c.id, 'body', c.body, 'created_at', c.created_at,
             'author', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.full_name) END) ORDER BY c.id)
           FROM shortlist_comments c LEFT JOIN users u ON u.id = c.user_id WHERE c.item_id = i.id), '[]') AS comments
       FROM shortlist_items i LEFT JOIN users a ON a.id = i.added_by LEFT JOIN projects pr ON pr.id = i.project_id
       WHERE i.shortlist_id = $1 ORDER BY i.added_at DESC, i.id DESC`,
      [id],
    )
  ).rows;
  const ids = rows.flatMap((r) => (r.property_id === null ? [] : [r.property_id]));
  const listings = ids.length
    ? (
        await q.query<PropertyRow & { live: boolean }>(
          `SELECT ${BASE_COLUMNS}, ${mediaColumns('p')}, (${isPublicListing()}) AS live FROM properties p WHERE p.id = ANY($1::int[])`,
          [ids],
        )
      ).rows
    : [];
  const byId = new Map(listings.map((l) => [l.id, l]));
  return rows.map((r) => {
    const row = r.property_id === null ? undefined : byId.get(r.property_id);
    return {
      id: r.id,
      property: row ? toProperty(row) : null,
      property_status: row ? (row.live ? 'active' : 'gone') : null,
      project: r.project,
      added_by: r.added_by,
      added_at: r.added_at,
      votes: r.votes,
      comments: r.comments.map((c) => ({ ...c, created_at: new Date(c.created_at) })),
    };
  });
}

async function addItem(
  database: Database,
  id: number,
  userId: number,
  input: ShortlistItemInput,
): Promise<{ id: number } | Refusal> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM shortlists WHERE id = $1 FOR UPDATE', [id]);
    const target =
      'property_id' in input
        ? (
            await tx.query<{ id: number }>(`SELECT p.id FROM properties p WHERE p.id = $1 AND ${isPublicListing()}`, [
              input.property_id,
            ])
          ).rows[0]
        : (
            await tx.query<{ id: number }>(
              `SELECT pr.id FROM projects pr WHERE pr.slug = $1 AND ${isPublicProject('pr')}`,
              [input.project_slug],
            )
          ).rows[0];
    if (!target) return { refused: 'not-found' } as const;
    const column = 'property_id' in input ? 'property_id' : 'project_id';
    const had = await tx.query(`SELECT 1 FROM shortlist_items WHERE shortlist_id = $1 AND ${column} = $2`, [
      id,
      target.id,
    ]);
    if (had.rows.length) return { refused: 'exists' } as const;
    const n = (
      await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM shortlist_items WHERE shortlist_id = $1', [id])
    ).rows[0]!.n;
    if (n >= SHORTLIST_ITEMS_MAX) return { refused: 'full', what: 'items', max: SHORTLIST_ITEMS_MAX } as const;
    const made = (
      await tx.query<{ id: number }>(
        `INSERT INTO shortlist_items (shortlist_id, ${column}, added_by) VALUES ($1, $2, $3) RETURNING id`,
        [id, target.id, userId],
      )
    ).rows[0]!;
    await touch(tx, id);
    return made;
  });
}

const itemIn = async (q: Queryable, id: number, itemId: number) =>
  (await q.query('SELECT 1 FROM shortlist_items WHERE id = $1 AND shortlist_id = $2', [itemId, id])).rows.length > 0;

async function vote_(
  database: Database,
  id: number,
  itemId: number,
  userId: number,
  vote: ShortlistVote | null,
): Promise<true | Refusal> {
  if (!(await itemIn(database, id, itemId))) return { refused: 'not-found' };
  if (vote === null)
    await database.query('DELETE FROM shortlist_votes WHERE item_id = $1 AND user_id = $2', [itemId, userId]);
  else
    await database.query(
      `INSERT INTO shortlist_votes (item_id, user_id, vote) VALUES ($1, $2, $3)
       ON CONFLICT (item_id, user_id) DO UPDATE SET vote = EXCLUDED.vote, voted_at = now()`,
      [itemId, userId, vote],
    );
  return true;
}

async function comment(
  database: Database,
  id: number,
  itemId: number,
  userId: number,
  body: string,
): Promise<{ id: number } | Refusal> {
  return database.transaction(async (tx) => {
    if (!(await itemIn(tx, id, itemId))) return { refused: 'not-found' } as const;
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const today = (
      await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM shortlist_comments WHERE user_id = $1 AND created_at > now() - interval '24 hours'`,
        [userId],
      )
    ).rows[0]!.n;
    if (today >= SHORTLIST_COMMENTS_PER_DAY) return { refused: 'capped' } as const;
    const made = (
      await tx.query<{ id: number }>(
        'INSERT INTO shortlist_comments (item_id, user_id, body) VALUES ($1, $2, $3) RETURNING id',
        [itemId, userId, body],
      )
    ).rows[0]!;
    await touch(tx, id);
    return made;
  });
}
