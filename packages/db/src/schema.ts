// The data model: people and sessions, listings with their lifecycle and moderation, projects,
// tours, the gazetteer and the audit trail. Money is whole rupees in bigint columns read as JS numbers (safe
// up to 9e15, far above any Gurugram price).
//
// This file describes the database; it does not make it. The hand-written migrations do
// (migrations/NNNN_*.sql, decision 053), and schema-matches.integration.test.ts proves the two
// agree: every table and column here (name, type, nullability, default), every enum's values and
// every text column's `enum` list (which here always means a CHECK in the database). A change
// is made in both: a migration, then this file. Triggers, functions, the extensions, most
// indexes and a few columns kept by the database (search_vector, popularity, place_ids, listed
// in that test) exist only in the migrations.
import {
  ALERT_FREQUENCIES,
  AVAILABILITY_ANSWERS,
  ENQUIRY_STATUSES,
  ENQUIRY_WANTS,
  FINDING_KINDS,
  FINDING_STATUSES,
  HRERA_STATUSES,
  LISTING_STATUSES,
  LOCALES,
  type ListingStatus,
  NOTIFICATION_KINDS,
  POSTED_BY,
  PROPERTY_TYPES,
  PURPOSES,
  RECONFIRM_ANSWERS,
  REJECTION_REASON_CODES,
  REPORT_REASONS,
  ROLES,
  SHORTLIST_VOTES,
  TRANSLATION_LOCALES,
  VISIT_STATUSES,
} from '@aangan/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = <N extends string>(name: N) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The enums' values are the contracts' lists, so the API's validation, the web's choices and the
// database type are one list; schema-matches.integration.test.ts proves the migrated types equal them.
export const userRole = pgEnum('user_role', ROLES);
export const propertyPurpose = pgEnum('property_purpose', PURPOSES);
export const propertyType = pgEnum('property_type', PROPERTY_TYPES);
export const listingStatus = pgEnum('listing_status', LISTING_STATUSES);
export const visitStatus = pgEnum('visit_status', VISIT_STATUSES);
// What the automatic checks of a listing under review can find (migration 0010).
export const findingKind = pgEnum('finding_kind', FINDING_KINDS);
export const findingStatus = pgEnum('finding_status', FINDING_STATUSES);
// Only the gazetteer uses place kinds, so their list lives here.
export const placeKind = pgEnum('place_kind', ['sector', 'locality', 'society', 'road', 'metro_station', 'landmark']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(), // E.164, e.g. +919812345678
    email: text('email'),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    dateOfBirth: date('date_of_birth'),
    profileImageUrl: text('profile_image_url'),
    agentId: integer('agent_id').references((): any => users.id, { onDelete: 'set null' }),
    fullAddress: text('full_address'),
    locality: text('locality'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    isBlocked: boolean('is_blocked').notNull().default(false),
    // The language of the pages they last signed in on: their e-mail is written in it (migration 0013).
    locale: text('locale', { enum: LOCALES }).notNull().default('en-IN'),
    // When a one-time code sent by SMS proved the phone (migration 0028); null for accounts made
    // before codes existed, until they prove it.
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Bumped on password change or block, so tokens issued before it stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    // Set when a deletion request erased the account: the row stays, emptied of personal data, so
    // the visit records the privacy policy keeps still count (migration 0011).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The daily digest's kinds they do not want by e-mail (migration 0035).
    digestOff: text('digest_off').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_agent_idx').on(t.agentId),
  ],
);

// Signed-in sessions. The client holds a random token; only its SHA-256 is stored, so a copy of
// the table signs nobody in. Logging out or changing the password deletes rows: revocation is real.
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: placeKind('kind').notNull(),
    sector: text('sector'),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    source: text('source'),
    // Reference asking price band (rupees per sqft) where public sources give one.
    pricePerSqftMin: integer('price_per_sqft_min'),
    pricePerSqftMax: integer('price_per_sqft_max'),
  },
  (t) => [uniqueIndex('localities_slug_key').on(t.slug)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    builderName: text('builder_name').notNull(),
    // The HRERA registration (migration 0014): no number while the promoter has only applied.
    reraNumber: text('rera_number'),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('under_construction'), // new_launch | under_construction | ready_to_move
    localityId: integer('locality_id').references(() => localities.id),
    locality: text('locality'),
    sector: text('sector'),
    city: text('city').notNull().default('Gurugram'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    configurations: jsonb('configurations')
      .$type<
        {
          label: string;
          bhk: number | null;
          area_min: number;
          area_max: number;
          price_min: number;
          price_max: number;
        }[]
      >()
      .notNull()
      .default([]),
    priceMin: money('price_min'),
    priceMax: money('price_max'),
    possessionDate: date('possession_date'),
    totalUnits: integer('total_units'),
    totalTowers: integer('total_towers'),
    landAcres: real('land_acres'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    // The builder's stated specifications, in their order (migration 0019).
    specifications: jsonb('specifications').$type<{ label: string; value: string }[]>().notNull().default([]),
    coverImageUrl: text('cover_image_url'),
    // The builder's own account, which receives the project's enquiries; null: the Aangan team does.
    builderId: integer('builder_id').references(() => users.id, { onDelete: 'set null' }),
    // CHECKed in migration 0014; the date is India's.
    hreraStatus: text('hrera_status', { enum: HRERA_STATUSES }).notNull().default('registered'),
    hreraValidUntil: date('hrera_valid_until'),
    // Published projects have a number and are past 'applied' (CHECK in migration 0014).
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('projects_slug_key').on(t.slug), uniqueIndex('projects_rera_key').on(t.reraNumber)],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    // Stable key for imported or seeded rows, so seeding twice changes nothing.
    externalRef: text('external_ref'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    purpose: propertyPurpose('purpose').notNull(),
    // For commercial space, which can be either; null reads as the listing's purpose (CHECK in 0025).
    priceType: text('price_type', { enum: ['sale', 'rent'] }),
    propertyType: propertyType('property_type').notNull(),
    status: listingStatus('status').notNull().default('draft'),
    // A rejection's common reason, by code (contracts' REJECTION_REASONS), worded in the reader's
    // language; rejection_reason holds only what a person wrote.
    rejectionCode: text('rejection_code', { enum: REJECTION_REASON_CODES }),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    lastConfirmedAt: timestamp('last_confirmed_at', { withTimezone: true }),
    // Why a 'paused' listing is out of search: 'reports' (held for the team's review) or
    // 'unconfirmed' (its owner did not answer a request to reconfirm). Migration 0013.
    pausedReason: text('paused_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // When its owner was asked to reconfirm it because a seeker reported it gone; unanswered for
    // 48 hours, a live listing is paused (migration 0015). Cleared by any move but a pause.
    reconfirmRequestedAt: timestamp('reconfirm_requested_at', { withTimezone: true }),
    duplicateOf: integer('duplicate_of').references((): any => properties.id, { onDelete: 'set null' }),
    // Edits of a verified listing that wait for the team (migration 0029): the listing stays live
    // as it was reviewed until they are approved (written into it) or rejected (dropped).
    pendingChanges: jsonb('pending_changes').$type<Record<string, unknown>>(),
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),

    basePrice: money('base_price'),
    monthlyRent: money('monthly_rent'),
    dailyRate: money('daily_rate'),
    securityDeposit: money('security_deposit'),
    maintenanceCharges: money('maintenance_charges'),
    pricePerSqft: integer('price_per_sqft'),
    minimumStayDays: smallint('minimum_stay_days'),
    maxOccupancy: smallint('max_occupancy'),
    // The price that fits the purpose (sale price, monthly rent or daily rate): one column to
    // filter and sort on, kept by the database so it can never disagree with its sources.
    priceValue: money('price_value').generatedAlwaysAs(sql`CASE
      WHEN purpose = 'short_stay' THEN daily_rate
      WHEN purpose IN ('rent', 'pg') THEN monthly_rent
      WHEN purpose = 'commercial' AND price_type = 'rent' THEN monthly_rent
      ELSE base_price END`),

    bedrooms: smallint('bedrooms'),
    bhk: smallint('bhk'),
    bathrooms: smallint('bathrooms'),
    balconies: smallint('balconies'),
    areaSqft: integer('area_sqft'),
    areaType: text('area_type').notNull().default('super_built_up'), // carpet | built_up | super_built_up | plot
    floorNumber: smallint('floor_number'),
    totalFloors: smallint('total_floors'),
    parkingSpaces: smallint('parking_spaces'),
    ageOfProperty: smallint('age_of_property'),
    furnishing: text('furnishing'), // furnished | semi_furnished | unfurnished

    // PG (paying guest) details.
    pgSharing: text('pg_sharing'), // single | double | triple | dormitory
    pgFoodIncluded: boolean('pg_food_included'),
    pgGender: text('pg_gender'), // male | female | any

    // Whom a home to rent is let to (family | bachelors | company, or any alone) and whether pets
    // are welcome (rent and PG); null: not said (migration 0030, decision 044).
    preferredTenants: text('preferred_tenants').array(),
    petsAllowed: boolean('pets_allowed'),

    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),

    fullAddress: text('full_address'),
    landmark: text('landmark'),
    subLocality: text('sub_locality'),
    locality: text('locality'),
    localityId: integer('locality_id').references(() => localities.id, { onDelete: 'set null' }),
    city: text('city').notNull().default('Gurugram'),
    state: text('state').notNull().default('Haryana'),
    pincode: text('pincode'),
    country: text('country').notNull().default('India'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),

    isAvailable: boolean('is_available').notNull().default(true),
    availableFrom: date('available_from'),
    builderName: text('builder_name'),
    ownerName: text('owner_name'),
    // Who posted it: 'owner' | 'agent' | 'builder', with the agent's or builder's name. Kept by
    // triggers from the owner's role and the project's builder account (migration 0015); never
    // written by the application.
    postedBy: text('posted_by', { enum: POSTED_BY }).notNull().default('owner'),
    posterName: text('poster_name'),
    ownerContact: text('owner_contact'),
    // The add-listing form's contact e-mail, for the owner and the team only (migration 0020).
    contactEmail: text('contact_email'),
    // Hours (India time, 0-24) in which visits can be booked; the owner sets them.
    visitStartHour: smallint('visit_start_hour').notNull().default(10),
    visitEndHour: smallint('visit_end_hour').notNull().default(19),
    // The days of the week it takes visits, 0 Sunday … 6 Saturday (migration 0031).
    visitDays: smallint('visit_days').array().notNull().default(sql`'{0,1,2,3,4,5,6}'::smallint[]`),

    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    interestCount: integer('interest_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('properties_external_ref_key').on(t.externalRef),
    index('properties_owner_idx').on(t.ownerId),
    index('properties_status_idx').on(t.status),
    index('properties_active_newest_idx')
      .on(t.purpose, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('properties_project_idx').on(t.projectId),
    // The moderation queue (oldest first) and the expiry job walk these (migration 0010). The
    // GiST index for duplicate places and the contact-number index are expressions: hand-written.
    index('properties_review_queue_idx').on(t.submittedAt, t.id).where(sql`status = 'pending_review'`),
    index('properties_active_expiry_idx').on(t.expiresAt).where(sql`status = 'active'`),
    index('properties_pending_changes_idx').on(t.changesSubmittedAt, t.id).where(sql`pending_changes IS NOT NULL`),
    index('properties_reconfirm_due_idx')
      .on(t.reconfirmRequestedAt)
      .where(sql`status = 'active' AND reconfirm_requested_at IS NOT NULL`),
  ],
);

// The secret one-click links are signed with, created by the first process that needs it and
// shared by every process on the database (migration 0015, decision 024).
export const linkSecrets = pgTable('link_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

// The first answer given through a reconfirm link, by the link's signature: a used link reports
// what was done instead of doing something else.
export const linkAnswers = pgTable(
  'link_answers',
  {
    signature: text('signature').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    answer: text('answer', { enum: RECONFIRM_ANSWERS }).notNull(),
    // The status it led to.
    outcome: text('outcome').$type<ListingStatus>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('link_answers_property_idx').on(t.propertyId)],
);

// A password reset link mailed (migration 0017, decision 025): whose password it may set, the
// account's token_version when sent (a later password change or block voids it), and when it
// was used (it works once).
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenVersion: integer('token_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    caption: text('caption'),
    url: text('url').notNull(),
    // Responsive variants: width in px -> URL.
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    width: integer('width'),
    height: integer('height'),
    phash: text('phash'), // 64-bit DCT perceptual hash, hex; duplicate-photo detection
    // SHA-256 of the file as sent (migration 0020): the same file sent again is recognised before decoding.
    sha256: text('sha256'),
    // The hash cut into 4 tagged bands of 16 bits for the duplicate-photo lookup (migration 0010
    // says why; moderation/repository.ts probes it).
    phashBands: integer('phash_bands')
      .array()
      .generatedAlwaysAs(sql`CASE WHEN phash ~ '^[0-9a-f]{16}$' THEN ARRAY[
    ('x' || substr(phash, 1, 4))::bit(16)::int,
    65536 + ('x' || substr(phash, 5, 4))::bit(16)::int,
    131072 + ('x' || substr(phash, 9, 4))::bit(16)::int,
    196608 + ('x' || substr(phash, 13, 4))::bit(16)::int] END`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('property_images_position_key').on(t.propertyId, t.position),
    index('property_images_phash_idx').on(t.phash),
    index('property_images_phash_bands_idx').using('gin', t.phashBands),
    index('property_images_sha256_idx').on(t.propertyId, t.sha256),
  ],
);

export const virtualTours = pgTable(
  'virtual_tours',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // Not CHECKed by the database, so a type only (a text column's `enum` here means a CHECK).
    kind: text('kind').$type<'external' | 'panorama'>().notNull(),
    externalUrl: text('external_url'),
    provider: text('provider'), // matterport, kuula, ... for external tours
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('virtual_tours_property_key').on(t.propertyId)],
);

export const tourScenes = pgTable(
  'tour_scenes',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => virtualTours.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    initialYaw: real('initial_yaw').notNull().default(0),
  },
  (t) => [uniqueIndex('tour_scenes_position_key').on(t.tourId, t.position)],
);

// A hotspot in one scene that leads to another.
export const tourLinks = pgTable('tour_links', {
  id: serial('id').primaryKey(),
  fromSceneId: integer('from_scene_id')
    .notNull()
    .references(() => tourScenes.id, { onDelete: 'cascade' }),
  toSceneId: integer('to_scene_id')
    .notNull()
    .references(() => tourScenes.id, { onDelete: 'cascade' }),
  yaw: real('yaw').notNull(),
  pitch: real('pitch').notNull().default(0),
  label: text('label'),
});

// Nights a short-stay listing cannot be booked: [startDate, endDate) as in hotel nights.
export const availabilityBlocks = pgTable(
  'availability_blocks',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason').notNull().default('blocked'), // blocked | booked
    createdAt: createdAt(),
  },
  (t) => [index('availability_blocks_property_idx').on(t.propertyId, t.startDate)],
);

export const swipes = pgTable(
  'swipes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    isLiked: boolean('is_liked').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('swipes_user_property_key').on(t.userId, t.propertyId),
    index('swipes_user_recent_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    specialRequirements: text('special_requirements'),
    status: visitStatus('status').notNull().default('requested'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_user_date_idx').on(t.userId, t.scheduledDate),
    index('visits_property_idx').on(t.propertyId),
    index('visits_agent_idx').on(t.agentId, t.scheduledDate),
    index('visits_property_open_date_idx')
      .on(t.propertyId, t.scheduledDate)
      .where(sql`status IN ('requested', 'confirmed', 'rescheduled')`),
  ],
);

export const visitEvents = pgTable(
  'visit_events',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: visitStatus('from_status'),
    toStatus: visitStatus('to_status').notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('visit_events_visit_idx').on(t.visitId)],
);

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('blog_categories_slug_key').on(t.slug)],
);

export const blogTags = pgTable(
  'blog_tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('blog_tags_slug_key').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt'),
    content: text('content').notNull(),
    coverImageUrl: text('cover_image_url'),
    authorName: text('author_name'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('published'), // draft | published
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_posts_slug_key').on(t.slug), index('blog_posts_published_idx').on(t.publishedAt.desc())],
);

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] })],
);

// Public pages (the five policies and any other markdown page), fetched by uniqueName.
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    uniqueName: text('unique_name').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_unique_name_key').on(t.uniqueName)],
);

// A page in another language than its English original (decision 030, migration 0022). The
// English row stays the page: publishing it, its name and its existence; the translation can
// also be held back on its own (is_published) while it is being written.
export const pageTranslations = pgTable(
  'page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: TRANSLATION_LOCALES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'page_translations_pkey', columns: [t.pageId, t.locale] })],
);

// Editable site content (FAQ, testimonials, team, service areas) keyed by name.
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: updatedAt(),
});

// A content block in another language (decision 030): the same shape as its English original.
export const contentBlockTranslations = pgTable(
  'content_block_translations',
  {
    key: text('key')
      .notNull()
      .references(() => contentBlocks.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    locale: text('locale', { enum: TRANSLATION_LOCALES }).notNull(),
    data: jsonb('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'content_block_translations_pkey', columns: [t.key, t.locale] })],
);

// Everything people send through site forms (newsletter, contact, onboarding, post-property,
// deletion requests): stored first, handled later in the back office. Nothing is dropped.
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id').notNull(),
    email: text('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('new'), // new | in_progress | closed | spam (0011 folded resolved and rejected into closed)
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    // The language of the page it was sent from: answers to it are written in it (migration 0023).
    locale: text('locale', { enum: LOCALES }).notNull().default('en-IN'),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt.desc())],
);

// What the team wrote on a submission while handling it (migration 0011).
export const formNotes = pgTable(
  'form_notes',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_notes_submission_idx').on(t.submissionId, t.id)],
);

// How a deletion request (a form submission) was handled: whose identity was checked and how,
// then what was erased. Kept as a grievance record; `result` holds counts, never personal data.
export const deletionRequests = pgTable('deletion_requests', {
  submissionId: integer('submission_id')
    .primaryKey()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  verifyMethod: text('verify_method').notNull(),
  verifyNote: text('verify_note'),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  executedBy: integer('executed_by').references(() => users.id, { onDelete: 'set null' }),
  executedAt: timestamp('executed_at', { withTimezone: true }),
  result: jsonb('result').$type<Record<string, unknown>>(),
});

// E-mail waiting to go out, written in the same transaction as what caused it and sent by a
// loop (notifications/sender.ts). Failed messages are kept for a person to look at.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    // Not CHECKed by the database, so a type only (a text column's `enum` here means a CHECK).
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // SMS share the queue (migration 0028): to_address is then the number, subject empty.
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.channel, t.nextAttemptAt, t.id).where(sql`status = 'pending'`)],
);

// One-time codes sent by SMS (migration 0028): only an HMAC of the code is kept; a sign-up's
// details wait in `pending` until the code proves the number.
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['sign_up', 'sign_in', 'change_phone', 'contact_number'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    requestedFrom: text('requested_from'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    index('phone_codes_user_idx').on(t.userId),
  ],
);

// Numbers an account proved besides its own: its listings may give them as their contact.
export const userPhones = pgTable(
  'user_phones',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);

// A visitor's add-listing draft: a listing without an owner yet, reached through a random token
// (stored hashed) until an account claims it; gone after a day with its listing (migration 0020).
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    tokenHash: text('token_hash').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_drafts_created_idx').on(t.createdAt),
    uniqueIndex('listing_drafts_property_key').on(t.propertyId),
  ],
);

// What the automatic checks found about a listing (moderation/detect.ts): open until an admin
// dismisses it or merges the listing into the one it duplicates. At most one open finding per
// listing, kind and related listing, so checking again updates rather than repeats.
export const listingFindings = pgTable(
  'listing_findings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: findingKind('kind').notNull(),
    // { message: 'Photo 2 matches photo 1 of listing #123 (distance 2 of 64)', ...facts }
    detail: jsonb('detail').$type<{ message: string } & Record<string, unknown>>().notNull(),
    relatedPropertyId: integer('related_property_id').references(() => properties.id, { onDelete: 'cascade' }),
    status: findingStatus('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('listing_findings_open_key')
      .on(t.propertyId, t.kind, sql`coalesce(${t.relatedPropertyId}, 0)`)
      .where(sql`status = 'open'`),
    index('listing_findings_property_idx').on(t.propertyId),
    index('listing_findings_status_idx').on(t.status, t.createdAt.desc()),
    index('listing_findings_related_idx').on(t.relatedPropertyId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Plus a unique index on 'listing.expiring' rows per listing and expiry date (migration 0010).
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt.desc()),
  ],
);

// Each time a signed-in seeker revealed a listing's contact number (migration 0016): who, which
// listing, when. Caps are counted from here, and the advertiser sees who looked.
export const contactReveals = pgTable(
  'contact_reveals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // The seeker's verified number when they revealed it: caps count per number (migration 0028).
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_reveals_user_idx').on(t.userId, t.createdAt.desc()),
    index('contact_reveals_property_idx').on(t.propertyId, t.createdAt.desc()),
    index('contact_reveals_phone_idx').on(t.phone, t.createdAt.desc()),
  ],
);

// A seeker's enquiry to the one advertiser of a listing or project (the builder's account, or
// the Aangan team when advertiser_id is null), and its thread. One open thread per seeker and
// listing or project; phone_shared_at is set while the seeker lets this advertiser see their number.
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').references(() => users.id, { onDelete: 'set null' }),
    want: text('want', { enum: ENQUIRY_WANTS }).notNull(),
    phoneSharedAt: timestamp('phone_shared_at', { withTimezone: true }),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true }).notNull().defaultNow(),
    advertiserReadAt: timestamp('advertiser_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiries_open_property_key')
      .on(t.seekerId, t.propertyId)
      .where(sql`property_id IS NOT NULL AND status NOT IN ('closed', 'spam')`),
    uniqueIndex('enquiries_open_project_key')
      .on(t.seekerId, t.projectId)
      .where(sql`project_id IS NOT NULL AND status NOT IN ('closed', 'spam')`),
    index('enquiries_seeker_idx').on(t.seekerId, t.lastMessageAt.desc()),
    index('enquiries_advertiser_idx').on(t.advertiserId, t.lastMessageAt.desc()),
    index('enquiries_property_idx').on(t.propertyId),
  ],
);

export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Which side wrote it (an admin answering for the team writes on the advertiser's side).
    fromSeeker: boolean('from_seeker').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.id)],
);

// A signed-in person's report of a listing, once per listing (migration 0016).
export const listingReports = pgTable(
  'listing_reports',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'upheld'] })
      .notNull()
      .default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_once_key').on(t.propertyId, t.reporterId),
    index('listing_reports_open_idx').on(t.propertyId).where(sql`status = 'open'`),
    index('listing_reports_reporter_idx').on(t.reporterId),
  ],
);

// A person's saved searches (decision 055): the search as the query of its address, in one
// written form (contracts' savedSearchQuery), and how often its alerts come.
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // One column per filter of the search (migration 0033), written with the query from the same
    // reading of it; NULL is "any".
    purpose: text('purpose'),
    propertyTypes: text('property_types').array(),
    priceMin: money('price_min'),
    priceMax: money('price_max'),
    bedroomsMin: integer('bedrooms_min'),
    bedroomsMax: integer('bedrooms_max'),
    bathroomsMin: integer('bathrooms_min'),
    bathroomsMax: integer('bathrooms_max'),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    floorMin: integer('floor_min'),
    floorMax: integer('floor_max'),
    parkingMin: integer('parking_min'),
    ageMax: integer('age_max'),
    cities: text('cities').array(),
    locality: text('locality'),
    pincode: text('pincode'),
    postedBy: text('posted_by'),
    amenities: text('amenities').array(),
    features: text('features').array(),
    pgSharing: text('pg_sharing').array(),
    pgFood: boolean('pg_food'),
    pgGender: text('pg_gender'),
    tenants: text('tenants'),
    pets: boolean('pets'),
    guests: integer('guests'),
    latMin: doublePrecision('lat_min'),
    latMax: doublePrecision('lat_max'),
    lngMin: doublePrecision('lng_min'),
    lngMax: doublePrecision('lng_max'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusM: doublePrecision('radius_m'),
    placeIds: integer('place_ids').array(),
    /** How the search's words were read when it was saved (the search's TextMatch). */
    textMatch: jsonb('text_match').$type<{ words: string | null; place: string | null; placeIds?: number[] }>(),
    /** The columns above are all the search's conditions: no need to test its own. */
    exact: boolean('exact').notNull().default(false),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_searches_user_query_key').on(t.userId, t.query),
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    // The GIN and GiST indexes a listing's matching reads are in migration 0033 only.
    index('saved_searches_anywhere_idx').on(t.purpose).where(sql`place_ids IS NULL AND lat_min IS NULL`),
  ],
);

// A listing found for a saved search, once per pair (so no alert names it twice); alerted_at is
// set with the alert's e-mail.
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    // No foreign keys: their checks were most of a listing's matching time; triggers delete a
    // deleted search's or listing's matches (migration 0034).
    savedSearchId: integer('saved_search_id').notNull(),
    propertyId: integer('property_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'saved_search_matches_pkey', columns: [t.savedSearchId, t.propertyId] })],
);

// Listings that went live or fell in price since the matcher last ran, written by triggers in the
// transaction of the change (migration 0033). price_before: the price while already live.
export const listingsToMatch = pgTable('listings_to_match', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  priceBefore: money('price_before'),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

// Each change of a listing's price once it has been public, written by a trigger in the
// transaction of the change (migration 0035): the listing page's price history.
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt.desc())],
);

// What a person is told about in the app (decision 056); the words are written from kind and
// data when shown. Price drops, closings and answers are written by a trigger (migration 0035).
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc())],
);

// "Still available?" asked of a live listing's advertiser, answered for everyone who asked by a
// trigger when it is confirmed or closed (migration 0035).
export const availabilityQuestions = pgTable(
  'availability_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    mailed: boolean('mailed').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answer: text('answer', { enum: AVAILABILITY_ANSWERS }),
  },
  (t) => [index('availability_questions_asker_idx').on(t.askerId, t.askedAt.desc())],
);

// Shortlists shared with family (migration 0036, decision 057): the owner is a member row too;
// the invite link's token is cleared to revoke it.
export const shortlists = pgTable(
  'shortlists',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inviteToken: text('invite_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('shortlists_owner_idx').on(t.ownerId)],
);

export const shortlistMembers = pgTable(
  'shortlist_members',
  {
    shortlistId: integer('shortlist_id')
      .notNull()
      .references(() => shortlists.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'shortlist_members_pkey', columns: [t.shortlistId, t.userId] }),
    index('shortlist_members_user_idx').on(t.userId),
  ],
);

export const shortlistItems = pgTable('shortlist_items', {
  id: serial('id').primaryKey(),
  shortlistId: integer('shortlist_id')
    .notNull()
    .references(() => shortlists.id, { onDelete: 'cascade' }),
  propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shortlistVotes = pgTable(
  'shortlist_votes',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: text('vote', { enum: SHORTLIST_VOTES }).notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'shortlist_votes_pkey', columns: [t.itemId, t.userId] })],
);

export const shortlistComments = pgTable(
  'shortlist_comments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shortlistItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shortlist_comments_item_idx').on(t.itemId, t.id),
    index('shortlist_comments_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

// The last listings a signed-in person opened, at most 20 each (migration 0037).
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'recently_viewed_pkey', columns: [t.userId, t.propertyId] })],
);
