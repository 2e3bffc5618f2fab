// A cast and a world for tests that call every operation (authz-matrix, fuzz): one account per
// role, fresh sessions for them on demand (cheap: no password hashing), and a fresh set of things
// to name in paths (a listing of the owner with a photo and a panorama room, a visit of the user
// handled by the agent, a finding, form submissions, blog entries, a page, a project, a draft,
// a reconfirm link to the listing).
import { threadId } from 'node:worker_threads';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '@aangan/db';
import type { CallerRole } from '../access.ts';
import { createSessionStore } from '../sessions.ts';
import { signUp, type Person } from './accounts.ts';
import { insertListing } from './listings.ts';
import { linkSecret, signLink } from '../links.ts';

export type Cast = Record<Exclude<CallerRole, 'visitor'>, Person>;

/** One signed-up account per role; the user is assigned to the agent. */
export async function castOfRoles(app: FastifyInstance, db: Queryable): Promise<Cast> {
  const cast = {
    user: await signUp(app, { full_name: 'Neha User' }),
    owner: await signUp(app, { full_name: 'Sunil Owner' }),
    agent: await signUp(app, { full_name: 'Vikram Agent' }),
    admin: await signUp(app, { full_name: 'Aarti Admin' }),
  };
  for (const role of ['owner', 'agent', 'admin'] as const)
    await db.query('UPDATE users SET role = $2 WHERE id = $1', [cast[role].id, role]);
  await db.query('UPDATE users SET agent_id = $2 WHERE id = $1', [cast.user.id, cast.agent.id]);
  return cast;
}

/** A new session token per role (so a test that logs out or changes a password spoils nothing else). */
export async function freshTokens(
  db: Parameters<typeof createSessionStore>[0],
  cast: Cast,
): Promise<Record<CallerRole, string | null>> {
  const sessions = createSessionStore(db);
  const token = async (p: Person) => (await sessions.create(p.id, { userAgent: 'fixtures' })).token;
  return {
    visitor: null,
    user: await token(cast.user),
    owner: await token(cast.owner),
    agent: await token(cast.agent),
    admin: await token(cast.admin),
  };
}

export interface World {
  user: number;
  listing: number;
  image: number;
  scene: number;
  visit: number;
  finding: number;
  form: number;
  deletion: number;
  post: number;
  postSlug: string;
  category: number;
  categorySlug: string;
  tag: number;
  tagSlug: string;
  page: string;
  project: string;
  draft: string;
  /** The user's enquiry about the owner's listing. */
  enquiry: number;
  /** A one-click reconfirm link's token for the listing (valid a day). */
  reconfirm: string;
  /** The user's saved search. */
  savedSearch: number;
  /** The token of the link in its alerts that turns them off. */
  alertsOff: string;
  /** The user's shortlist, the owner's listing in it, and its invite link's token. */
  shortlist: number;
  shortlistItem: number;
  shortlistToken: string;
}

let n = 0;

/** Fresh things to name in paths: a destructive call in one test never takes another's fixture. */
export async function freshWorld(db: Queryable, cast: Cast): Promise<World> {
  n += 1;
  const k = `${process.pid}-${threadId}-${n}`;
  const { listing, image, scene, visit, finding } = await listingFixtures(db, cast, k);
  const submissions = await formFixtures(db, k);
  const blog = await blogFixtures(db, k);
  const site = await siteFixtures(db, k);
  const enquiry = await one(
    db,
    `INSERT INTO enquiries (seeker_id, property_id, advertiser_id, want) VALUES ($1, $2, $3, 'visit') RETURNING id`,
    [cast.user.id, listing, cast.owner.id],
  );
  await db.query(
    `INSERT INTO enquiry_messages (enquiry_id, author_id, from_seeker, body) VALUES ($1, $2, true, 'Is it still available?')`,
    [enquiry, cast.user.id],
  );
  const reconfirm = signLink(await linkSecret(db), listing, new Date(Date.now() + 86_400_000));
  const savedSearch = await one(
    db,
    `INSERT INTO saved_searches (user_id, name, query) VALUES ($1, 'Flats for Papa', $2) RETURNING id`,
    [cast.user.id, `purpose=rent&q=${k}`],
  );
  const shortlist = await one(
    db,
    `INSERT INTO shortlists (owner_id, name, invite_token) VALUES ($1, 'Flats for Papa', $2) RETURNING id`,
    [cast.user.id, `invite-${k}`],
  );
  await db.query(`INSERT INTO shortlist_members (shortlist_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    shortlist,
    cast.user.id,
  ]);
  const shortlistItem = await one(
    db,
    'INSERT INTO shortlist_items (shortlist_id, property_id, added_by) VALUES ($1, $2, $3) RETURNING id',
    [shortlist, listing, cast.user.id],
  );
  return {
    shortlist,
    shortlistItem,
    shortlistToken: `invite-${k}`,
    savedSearch,
    // As features/search/saved/alerts.ts signs it (shared code imports no feature).
    alertsOff: signLink(await linkSecret(db), savedSearch, new Date(9_999_999_999_000), 'saved-search.off'),
    enquiry,
    user: cast.user.id,
    listing,
    image,
    scene,
    visit,
    finding,
    ...submissions,
    ...blog,
    ...site,
    reconfirm,
  };
}

/** The id of the one row a statement returns. */
const one = async (db: Queryable, sql: string, params: unknown[]) =>
  (await db.query<{ id: number }>(sql, params)).rows[0]!.id;

/** The owner's listing with a photo and a panorama room, the user's visit to it and a finding about it. */
async function listingFixtures(db: Queryable, cast: Cast, k: string) {
  const listing = await insertListing(db, { owner_id: cast.owner.id, title: `Fixture flat ${k}` });
  const image = await one(
    db,
    "INSERT INTO property_images (property_id, position, is_main, url) VALUES ($1, 0, true, '/media/demo/photo/1-living-480.webp') RETURNING id",
    [listing],
  );
  const tour = await one(db, "INSERT INTO virtual_tours (property_id, kind) VALUES ($1, 'panorama') RETURNING id", [
    listing,
  ]);
  const scene = await one(
    db,
    "INSERT INTO tour_scenes (tour_id, position, title, image_url) VALUES ($1, 0, 'Living room', '/media/demo/pano/1-0.jpg') RETURNING id",
    [tour],
  );
  const visit = await one(
    db,
    `INSERT INTO visits (user_id, property_id, agent_id, scheduled_date, status) VALUES ($1, $2, $3, now() + interval '3 days', 'requested') RETURNING id`,
    [cast.user.id, listing, cast.agent.id],
  );
  const finding = await one(
    db,
    `INSERT INTO listing_findings (property_id, kind, detail) VALUES ($1, 'no_photos', '{"message":"No photos"}') RETURNING id`,
    [listing],
  );
  return { listing, image, scene, visit, finding };
}

/** A contact form submission and a deletion request. */
async function formFixtures(db: Queryable, k: string) {
  const form = await one(
    db,
    `INSERT INTO form_submissions (form_id, email, payload) VALUES ('contact', $1, '{"name":"Asha","message":"Hello"}') RETURNING id`,
    [`c${k}@example.in`],
  );
  const deletion = await one(
    db,
    `INSERT INTO form_submissions (form_id, email, payload) VALUES ('deletion-request', $1, '{"request_type":"account"}') RETURNING id`,
    [`d${k}@example.in`],
  );
  return { form, deletion };
}

/** A published post with a category and a tag. */
async function blogFixtures(db: Queryable, k: string) {
  const categorySlug = `category-${k}`;
  const category = await one(db, 'INSERT INTO blog_categories (slug, name) VALUES ($1, $2) RETURNING id', [
    categorySlug,
    `Category ${k}`,
  ]);
  const tagSlug = `tag-${k}`;
  const tag = await one(db, 'INSERT INTO blog_tags (slug, name) VALUES ($1, $2) RETURNING id', [tagSlug, `Tag ${k}`]);
  const postSlug = `post-${k}`;
  const post = await one(
    db,
    `INSERT INTO blog_posts (slug, title, content, category_id, status, published_at) VALUES ($1, $2, 'Text', $3, 'published', now() - interval '1 day') RETURNING id`,
    [postSlug, `Post ${k}`, category],
  );
  await db.query('INSERT INTO blog_post_tags (post_id, tag_id) VALUES ($1, $2)', [post, tag]);
  return { post, postSlug, category, categorySlug, tag, tagSlug };
}

/** A page, a project and a visitor's draft (by its token). */
async function siteFixtures(db: Queryable, k: string) {
  const page = `page-${k}`;
  await db.query("INSERT INTO pages (unique_name, title, content) VALUES ($1, 'A page', 'Text')", [page]);
  const project = `project-${k}`;
  await db.query(
    "INSERT INTO projects (slug, name, builder_name, rera_number) VALUES ($1, 'Fixture Heights', 'Fixture Builders', $2)",
    [project, `RERA-${k}`],
  );
  const draft = randomBytes(24).toString('base64url');
  const drafted = await insertListing(db, { owner_id: null, status: 'draft', title: `Visitor's draft ${k}` });
  await db.query('INSERT INTO listing_drafts (token_hash, property_id) VALUES ($1, $2)', [
    createHash('sha256').update(draft).digest('hex'),
    drafted,
  ]);
  return { page, project, draft };
}

/** A real value for a path parameter of an operation, from the world. */
export function pathValue(path: string, param: string, w: World): string {
  switch (param) {
    case 'imageId':
      return String(w.image);
    case 'sceneId':
      return String(w.scene);
    case 'token':
      if (path.includes('/saved-searches/off/')) return w.alertsOff;
      if (path.includes('/shortlists/join/')) return w.shortlistToken;
      return path.includes('/reconfirm/') ? w.reconfirm : w.draft;
    case 'uniqueName':
      return w.page;
    case 'slug':
      return w.project;
    case 'key':
      return 'faq';
    case 'advertiser':
      return 'team';
    case 'item':
      return String(w.shortlistItem);
    case 'member':
      return String(w.user);
    case 'formId':
      return 'contact';
    case 'identifier':
      return path.startsWith('/api/v1/blog/categories')
        ? w.categorySlug
        : path.startsWith('/api/v1/blog/tags')
          ? w.tagSlug
          : w.postSlug;
    case 'id': {
      const p = path.replace('/api/v1', '');
      if (p.startsWith('/visits/') || p.startsWith('/agent/visits/')) return String(w.visit);
      if (p.startsWith('/enquiries/')) return String(w.enquiry);
      if (p.startsWith('/saved-searches/')) return String(w.savedSearch);
      if (p.startsWith('/shortlists/')) return String(w.shortlist);
      if (p.startsWith('/admin/findings/')) return String(w.finding);
      if (p.startsWith('/admin/forms/')) return String(w.form);
      if (p.startsWith('/admin/deletion-requests/')) return String(w.deletion);
      if (p.startsWith('/admin/blog/posts/')) return String(w.post);
      if (p.startsWith('/admin/blog/categories/')) return String(w.category);
      if (p.startsWith('/admin/blog/tags/')) return String(w.tag);
      if (p.startsWith('/users/')) return String(w.user);
      return String(w.listing); // /properties/{id}, /admin/properties/{id}, /swipes/{id}/toggle
    }
    default:
      throw new Error(`No fixture for {${param}} in ${path}: add one to shared/testing/fixtures.ts`);
  }
}
