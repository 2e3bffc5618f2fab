// SQL for contact by consent: reveals of advertisers' numbers, enquiry threads between a seeker
// and the one advertiser of a listing or project, and the numbers seekers share with advertisers.
import type { Database, Queryable, Row } from '@aangan/db';
import type { EnquiryStatus, EnquiryWant } from '@aangan/contracts';

/** What a listing or project enquiry is about, and who answers it. */
export type Subject = Pick<Row<'enquiries'>, 'advertiser_id'> & {
  kind: 'property' | 'project';
  id: number;
  title: string;
};

/**
 * A thread as ENQUIRY_COLUMNS selects it: with the seeker, the advertiser's name, what it is about
 * (a listing's title, or a project's name and slug), its last message and the unread counts.
 */
export type EnquiryRow = Pick<
  Row<'enquiries'>,
  | 'id'
  | 'seeker_id'
  | 'property_id'
  | 'project_id'
  | 'advertiser_id'
  | 'want'
  | 'phone_shared_at'
  | 'status'
  | 'seeker_read_at'
  | 'advertiser_read_at'
  | 'last_message_at'
  | 'created_at'
> & {
  seeker_name: Row<'users'>['full_name'];
  seeker_phone: Row<'users'>['phone'];
  advertiser_name: string | null;
  title: string;
  locality: string | null;
  slug: Row<'projects'>['slug'] | null;
  last_message: Row<'enquiry_messages'>['body'];
  unread_seeker: number;
  unread_advertiser: number;
};

export type MessageRow = Pick<Row<'enquiry_messages'>, 'id' | 'from_seeker' | 'body' | 'created_at'> & {
  author_name: Row<'users'>['full_name'] | null;
};

/** Someone who saw a listing's number, and when they last did. */
type Reveal = { name: Row<'users'>['full_name']; revealed_at: Row<'contact_reveals'>['created_at'] };
/** An advertiser a seeker shares their number with, what about, and since when. */
type PhoneShare = Pick<Row<'enquiries'>, 'advertiser_id'> & {
  name: string | null;
  subjects: string[];
  shared_at: NonNullable<Row<'enquiries'>['phone_shared_at']>;
};
/** A seeker advertisers marked as spam, with their marks and enquiries, and the latest mark. */
type SpamSeeker = Pick<Row<'users'>, 'phone'> & {
  user_id: Row<'users'>['id'];
  name: Row<'users'>['full_name'];
  spam_marks: number;
  enquiries: number;
  last_marked_at: Row<'enquiries'>['updated_at'];
};

/** Sliding windows the reveal caps are counted over. */
export interface RevealUse {
  today: number;
  month: number;
  seenRecently: boolean;
  dayFreesInS: number;
  monthFreesInS: number;
}

const ENQUIRY_COLUMNS = `e.id, e.seeker_id, e.property_id, e.project_id, e.advertiser_id, e.want, e.phone_shared_at, e.status,
  e.seeker_read_at, e.advertiser_read_at, e.last_message_at, e.created_at,
  s.full_name AS seeker_name, s.phone AS seeker_phone,
  CASE WHEN e.project_id IS NOT NULL THEN coalesce(a.full_name, pr.builder_name) ELSE coalesce(p.owner_name, a.full_name) END AS advertiser_name,
  coalesce(p.title, pr.name) AS title, coalesce(p.locality, pr.locality) AS locality, pr.slug,
  (SELECT m.body FROM enquiry_messages m WHERE m.enquiry_id = e.id ORDER BY m.id DESC LIMIT 1) AS last_message,
  (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_id = e.id AND NOT m.from_seeker AND m.created_at > e.seeker_read_at) AS unread_seeker,
  (SELECT count(*)::int FROM enquiry_messages m WHERE m.enquiry_id = e.id AND m.from_seeker
     AND m.created_at > coalesce(e.advertiser_read_at, '-infinity'::timestamptz)) AS unread_advertiser`;

const ENQUIRY_FROM = `enquiries e JOIN users s ON s.id = e.seeker_id LEFT JOIN users a ON a.id = e.advertiser_id
  LEFT JOIN properties p ON p.id = e.property_id LEFT JOIN projects pr ON pr.id = e.project_id`;

/** A repeat of the same text on the same side within this time is a double submit, not a new message. */
const DOUBLE_SUBMIT_MINUTES = 10;

export function createContactRepository(db: Database) {
  return {
    one: (id: number) => one(db, id),
    listingContact: (id: number) => listingContact(db, id),
    seekerPhone: (userId: number) => seekerPhone(db, userId),
    reveal: (seeker: Seeker, propertyId: number, caps: RevealCaps) => reveal(db, seeker, propertyId, caps),
    revealsOf: (propertyId: number) => revealsOf(db, propertyId),
    openedToday: (seekerId: number) => openedToday(db, seekerId),
    openThread: (seekerId: number, s: Pick<Subject, 'kind' | 'id'>) => openThread(db, seekerId, s),
    send: (seekerId: number, s: Subject, input: EnquiryInput, then: AfterSend) => send(db, seekerId, s, input, then),
    reply: (e: EnquiryRow, authorId: number, fromSeeker: boolean, body: string, then: AfterReply) =>
      reply(db, e, authorId, fromSeeker, body, then),
    messages: (enquiryId: number) => messages(db, enquiryId),
    markRead: (enquiryId: number, side: 'seeker' | 'advertiser') => markRead(db, enquiryId, side),
    setStatus: (enquiryId: number, status: EnquiryStatus) => setStatus(db, enquiryId, status),
    ofSeeker: (seekerId: number, limit?: number) => ofSeeker(db, seekerId, limit),
    leads: (advertiserId: number | null, f: LeadFilter) => leads(db, advertiserId, f),
    phoneShares: (seekerId: number) => phoneShares(db, seekerId),
    withdrawPhone: (seekerId: number, advertiserId: number | null) => withdrawPhone(db, seekerId, advertiserId),
    spamSeekers: (limit?: number) => spamSeekers(db, limit),
  };
}

type EnquiryInput = { message: string; want: EnquiryWant; share_phone: boolean };
type AfterSend = (tx: Queryable, e: EnquiryRow, created: boolean) => Promise<void>;
type AfterReply = (tx: Queryable, e: EnquiryRow) => Promise<void>;
type LeadFilter = { property_id?: number; status?: EnquiryStatus; limit: number };

async function one(q: Queryable, id: number): Promise<EnquiryRow | null> {
  return (
    (await q.query<EnquiryRow>(`SELECT ${ENQUIRY_COLUMNS} FROM ${ENQUIRY_FROM} WHERE e.id = $1`, [id])).rows[0] ?? null
  );
}

/** Adds a message unless it repeats the side's last one just now; moves the thread's clock and status. */
async function addMessage(
  q: Queryable,
  e: { id: number; status: EnquiryStatus },
  authorId: number,
  fromSeeker: boolean,
  body: string,
): Promise<boolean> {
  const last = (
    await q.query<Pick<Row<'enquiry_messages'>, 'body' | 'from_seeker'> & { recent: boolean }>(
      `SELECT body, from_seeker, created_at > now() - make_interval(mins => $2) AS recent FROM enquiry_messages WHERE enquiry_id = $1 ORDER BY id DESC LIMIT 1`,
      [e.id, DOUBLE_SUBMIT_MINUTES],
    )
  ).rows[0];
  if (last && last.recent && last.from_seeker === fromSeeker && last.body === body) return false;
  await q.query('INSERT INTO enquiry_messages (enquiry_id, author_id, from_seeker, body) VALUES ($1, $2, $3, $4)', [
    e.id,
    authorId,
    fromSeeker,
    body,
  ]);
  // The writer has read everything so far; the advertiser's first answer makes a new lead 'replied'.
  await q.query(
    `UPDATE enquiries SET last_message_at = now(), updated_at = now(),
        ${fromSeeker ? 'seeker_read_at = now()' : 'advertiser_read_at = now()'}
        ${fromSeeker ? '' : `, status = CASE WHEN status = 'new' THEN 'replied' ELSE status END`}
      WHERE id = $1`,
    [e.id],
  );
  return true;
}

/** A live listing's contact facts, or null when it is not public. */
async function listingContact(
  db: Database,
  id: number,
): Promise<{
  id: number;
  owner_id: number | null;
  phone: string | null;
  name: string | null;
  title: string;
} | null> {
  const r = await db.query<
    Pick<Row<'properties'>, 'id' | 'owner_id' | 'title'> & {
      phone: Row<'properties'>['owner_contact'];
      name: Row<'properties'>['owner_name'];
    }
  >(
    `SELECT id, owner_id, owner_contact AS phone, owner_name AS name, title FROM properties WHERE id = $1 AND status = 'active'`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** A seeker as the reveal caps know them: the account and its verified number (null: not verified). */
export interface Seeker {
  userId: number;
  phone: string | null;
}
export interface RevealCaps {
  perDay: number;
  per30Days: number;
}
/** A reveal: done (and whether it counted against the caps), or refused with the seconds until a place frees. */
export type RevealOutcome = { ok: true; counted: boolean } | { ok: false; retryAfterS: number };

async function seekerPhone(db: Database, userId: number): Promise<string | null> {
  const r = await db.query<Pick<Row<'users'>, 'phone' | 'phone_verified_at'>>(
    'SELECT phone, phone_verified_at FROM users WHERE id = $1',
    [userId],
  );
  const u = r.rows[0];
  return u?.phone_verified_at ? u.phone : null;
}

/**
 * Records a reveal within the caps, counted per verified number (an account erased and made
 * again on the same number finds its reveals still counted). One transaction holding a lock on
 * the number: parallel reveals, on any instance, are counted one after another, so none passes
 * a count made before the others were recorded.
 */
async function reveal(db: Database, seeker: Seeker, propertyId: number, caps: RevealCaps): Promise<RevealOutcome> {
  const phone = seeker.phone!;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('reveal:' || $1))`, [phone]);
    const use = await revealUse(tx, phone, propertyId);
    if (!use.seenRecently) {
      if (use.month >= caps.per30Days) return { ok: false, retryAfterS: use.monthFreesInS };
      if (use.today >= caps.perDay) return { ok: false, retryAfterS: use.dayFreesInS };
    }
    await tx.query('INSERT INTO contact_reveals (user_id, property_id, phone) VALUES ($1, $2, $3)', [
      seeker.userId,
      propertyId,
      phone,
    ]);
    return { ok: true, counted: !use.seenRecently };
  });
}

/** How many distinct listings' numbers this number saw in the last day and 30 days, and when each window frees a place. */
async function revealUse(q: Queryable, phone: string, propertyId: number): Promise<RevealUse> {
  const r = await q.query<{
    today: number;
    month: number;
    seen: boolean;
    day_s: number | null;
    month_s: number | null;
  }>(
    `WITH last AS (SELECT property_id, max(created_at) AS at FROM contact_reveals
                        WHERE phone = $1 AND created_at > now() - interval '30 days' GROUP BY property_id)
         SELECT count(*) FILTER (WHERE at > now() - interval '1 day')::int AS today, count(*)::int AS month,
                coalesce(bool_or(property_id = $2), false) AS seen,
                ceil(extract(epoch FROM min(at) FILTER (WHERE at > now() - interval '1 day') + interval '1 day' - now()))::int AS day_s,
                ceil(extract(epoch FROM min(at) + interval '30 days' - now()))::int AS month_s
           FROM last`,
    [phone, propertyId],
  );
  const x = r.rows[0]!;
  return {
    today: x.today,
    month: x.month,
    seenRecently: x.seen,
    dayFreesInS: Math.max(1, x.day_s ?? 1),
    monthFreesInS: Math.max(1, x.month_s ?? 1),
  };
}

/** Who saw a listing's number, latest first (one line per person). */
async function revealsOf(db: Database, propertyId: number): Promise<Reveal[]> {
  const r = await db.query<Reveal>(
    `SELECT u.full_name AS name, max(c.created_at) AS revealed_at FROM contact_reveals c JOIN users u ON u.id = c.user_id
          WHERE c.property_id = $1 GROUP BY u.id, u.full_name ORDER BY max(c.created_at) DESC LIMIT 500`,
    [propertyId],
  );
  return r.rows;
}

/** New threads a seeker opened in the last day (the daily cap counts these). */
async function openedToday(db: Database, seekerId: number): Promise<number> {
  const r = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM enquiries WHERE seeker_id = $1 AND created_at > now() - interval '1 day'`,
    [seekerId],
  );
  return r.rows[0]!.n;
}

/** The seeker's open thread about this listing or project, if any. */
async function openThread(db: Database, seekerId: number, s: Pick<Subject, 'kind' | 'id'>): Promise<number | null> {
  const col = s.kind === 'property' ? 'property_id' : 'project_id';
  const r = await db.query<Pick<Row<'enquiries'>, 'id'>>(
    `SELECT id FROM enquiries WHERE seeker_id = $1 AND ${col} = $2 AND status NOT IN ('closed', 'spam')`,
    [seekerId, s.id],
  );
  return r.rows[0]?.id ?? null;
}

/**
 * Sends an enquiry: a new thread to the subject's advertiser, or (when the seeker already has
 * one open about it) one more message in that thread. `then` runs in the same transaction
 * (the e-mail to the other side), so a message exists exactly when its notice does.
 */
async function send(
  db: Database,
  seekerId: number,
  s: Subject,
  input: EnquiryInput,
  then: AfterSend,
): Promise<{ enquiry: EnquiryRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const col = s.kind === 'property' ? 'property_id' : 'project_id';
    const inserted = await tx.query<Pick<Row<'enquiries'>, 'id'>>(
      `INSERT INTO enquiries (seeker_id, ${col}, advertiser_id, want, phone_shared_at) VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END)
           ON CONFLICT (seeker_id, ${col}) WHERE ${col} IS NOT NULL AND status NOT IN ('closed', 'spam') DO NOTHING RETURNING id`,
      [seekerId, s.id, s.advertiser_id, input.want, input.share_phone],
    );
    const created = inserted.rows.length > 0;
    const id = created
      ? inserted.rows[0]!.id
      : (
          await tx.query<Pick<Row<'enquiries'>, 'id'>>(
            `SELECT id FROM enquiries WHERE seeker_id = $1 AND ${col} = $2 AND status NOT IN ('closed', 'spam') FOR UPDATE`,
            [seekerId, s.id],
          )
        ).rows[0]!.id;
    if (!created) {
      // A follow-up may change what they want, and share their number (never un-share it: that is the withdrawal's job).
      await tx.query(
        `UPDATE enquiries SET want = $2, phone_shared_at = CASE WHEN $3::boolean THEN coalesce(phone_shared_at, now()) ELSE phone_shared_at END WHERE id = $1`,
        [id, input.want, input.share_phone],
      );
    }
    const added = await addMessage(tx, { id, status: 'new' }, seekerId, true, input.message);
    const row = (await one(tx, id))!;
    if (created || added) await then(tx, row, created);
    return { enquiry: row, created };
  });
}

/** A reply in a thread from one side; `then` runs only when it did not repeat the side's last message just now. */
async function reply(
  db: Database,
  e: EnquiryRow,
  authorId: number,
  fromSeeker: boolean,
  body: string,
  then: AfterReply,
): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const added = await addMessage(tx, e, authorId, fromSeeker, body);
    const row = (await one(tx, e.id))!;
    if (added) await then(tx, row);
    return row;
  });
}

async function messages(db: Database, enquiryId: number): Promise<MessageRow[]> {
  const r = await db.query<MessageRow>(
    `SELECT m.id, m.from_seeker, u.full_name AS author_name, m.body, m.created_at FROM enquiry_messages m LEFT JOIN users u ON u.id = m.author_id
          WHERE m.enquiry_id = $1 ORDER BY m.id`,
    [enquiryId],
  );
  return r.rows;
}

async function markRead(db: Database, enquiryId: number, side: 'seeker' | 'advertiser'): Promise<void> {
  await db.query(
    `UPDATE enquiries SET ${side === 'seeker' ? 'seeker_read_at' : 'advertiser_read_at'} = now() WHERE id = $1`,
    [enquiryId],
  );
}

async function setStatus(db: Database, enquiryId: number, status: EnquiryStatus): Promise<void> {
  await db.query('UPDATE enquiries SET status = $2, updated_at = now() WHERE id = $1', [enquiryId, status]);
}

/** A seeker's threads, latest activity first. */
async function ofSeeker(db: Database, seekerId: number, limit = 100): Promise<EnquiryRow[]> {
  const r = await db.query<EnquiryRow>(
    `SELECT ${ENQUIRY_COLUMNS} FROM ${ENQUIRY_FROM} WHERE e.seeker_id = $1 ORDER BY e.last_message_at DESC, e.id DESC LIMIT $2`,
    [seekerId, limit],
  );
  return r.rows;
}

/** An advertiser's leads (or, with advertiserId null, the team's inbox), filtered by listing and status. */
async function leads(db: Database, advertiserId: number | null, f: LeadFilter): Promise<EnquiryRow[]> {
  const params: unknown[] = advertiserId === null ? [] : [advertiserId];
  const where = [advertiserId === null ? 'e.advertiser_id IS NULL' : 'e.advertiser_id = $1'];
  if (f.property_id !== undefined) {
    params.push(f.property_id);
    where.push(`e.property_id = $${params.length}`);
  }
  if (f.status !== undefined) {
    params.push(f.status);
    where.push(`e.status = $${params.length}`);
  }
  params.push(f.limit);
  const r = await db.query<EnquiryRow>(
    `SELECT ${ENQUIRY_COLUMNS} FROM ${ENQUIRY_FROM} WHERE ${where.join(' AND ')} ORDER BY e.last_message_at DESC, e.id DESC LIMIT $${params.length}`,
    params,
  );
  return r.rows;
}

/** The advertisers a seeker currently shares their number with, one line each. */
async function phoneShares(db: Database, seekerId: number): Promise<PhoneShare[]> {
  const r = await db.query<PhoneShare>(
    `SELECT e.advertiser_id, max(CASE WHEN e.project_id IS NOT NULL THEN coalesce(a.full_name, pr.builder_name) ELSE coalesce(p.owner_name, a.full_name) END) AS name,
                array_agg(DISTINCT coalesce(p.title, pr.name)) AS subjects, min(e.phone_shared_at) AS shared_at
           FROM ${ENQUIRY_FROM} WHERE e.seeker_id = $1 AND e.phone_shared_at IS NOT NULL
          GROUP BY e.advertiser_id ORDER BY min(e.phone_shared_at) DESC`,
    [seekerId],
  );
  return r.rows;
}

/** Stops sharing the seeker's number with one advertiser (null: the team), on every thread. Returns the threads changed. */
async function withdrawPhone(db: Database, seekerId: number, advertiserId: number | null): Promise<number> {
  const r = await db.query(
    `UPDATE enquiries SET phone_shared_at = NULL, updated_at = now()
        WHERE seeker_id = $1 AND advertiser_id IS NOT DISTINCT FROM $2 AND phone_shared_at IS NOT NULL RETURNING id`,
    [seekerId, advertiserId],
  );
  return r.rows.length;
}

/** Seekers whose enquiries advertisers marked as spam, most marks first. */
async function spamSeekers(db: Database, limit = 100): Promise<SpamSeeker[]> {
  const r = await db.query<SpamSeeker>(
    `SELECT u.id AS user_id, u.full_name AS name, u.phone, count(*) FILTER (WHERE e.status = 'spam')::int AS spam_marks, count(*)::int AS enquiries,
                max(e.updated_at) FILTER (WHERE e.status = 'spam') AS last_marked_at
           FROM enquiries e JOIN users u ON u.id = e.seeker_id GROUP BY u.id
          HAVING count(*) FILTER (WHERE e.status = 'spam') > 0 ORDER BY spam_marks DESC, last_marked_at DESC LIMIT $1`,
    [limit],
  );
  return r.rows;
}
export type ContactRepository = ReturnType<typeof createContactRepository>;
