import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { seed, seedIfEmpty } from './index.ts';
import { PUBLIC_PROJECT_COUNT } from './projects.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const count = async (sql: string) => (await db.query<{ n: number }>(`SELECT (${sql})::int AS n`)).rows[0]!.n;

describe('demo data', () => {
  it('seeds an empty database once, and seeding again changes nothing', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const tables = [
      'users',
      'localities',
      'properties',
      'property_images',
      'virtual_tours',
      'tour_scenes',
      'tour_links',
      'availability_blocks',
      'projects',
      'blog_posts',
      'blog_post_tags',
      'pages',
      'content_blocks',
      'page_translations',
      'content_block_translations',
    ];
    const before = await Promise.all(tables.map((t) => count(`SELECT count(*) FROM ${t}`)));
    expect(await seedIfEmpty(db)).toBe(false);
    await seed(db);
    expect(await Promise.all(tables.map((t) => count(`SELECT count(*) FROM ${t}`)))).toEqual(before);
  }, 120_000); // the whole demo seed twice: slow on a busy 2-core machine

  it('has a real Gurugram gazetteer', async () => {
    expect(await count('SELECT count(*) FROM localities')).toBeGreaterThanOrEqual(120);
    for (const name of [
      'DLF Phase 1',
      'DLF Phase 5',
      'Golf Course Road',
      'Golf Course Extension Road',
      'Sohna Road',
      'MG Road',
      'Cyber City',
      'Udyog Vihar',
      'Palam Vihar',
      'Nirvana Country',
      'Dwarka Expressway',
      'Manesar',
    ]) {
      const r = await db.query<{ latitude: number; longitude: number }>(
        'SELECT latitude, longitude FROM localities WHERE name = $1 LIMIT 1',
        [name],
      );
      expect(r.rows, name).toHaveLength(1);
      // Inside the Gurugram district's bounding box.
      expect(r.rows[0]!.latitude).toBeGreaterThan(28.25);
      expect(r.rows[0]!.latitude).toBeLessThan(28.6);
      expect(r.rows[0]!.longitude).toBeGreaterThan(76.8);
      expect(r.rows[0]!.longitude).toBeLessThan(77.2);
    }
  });

  it('has at least 400 listings over every purpose and type, with realistic prices', async () => {
    expect(await count('SELECT count(*) FROM properties')).toBeGreaterThanOrEqual(400);
    const purposes = await db.query<{ purpose: string }>('SELECT DISTINCT purpose::text FROM properties ORDER BY 1');
    expect(purposes.rows.map((r) => r.purpose)).toEqual(['buy', 'commercial', 'pg', 'rent', 'short_stay']);
    const types = await db.query<{ t: string }>('SELECT DISTINCT property_type::text AS t FROM properties ORDER BY 1');
    expect(types.rows.map((r) => r.t)).toEqual([
      'apartment',
      'builder_floor',
      'house',
      'office',
      'plot',
      'room',
      'shop',
      'warehouse',
    ]);
    // Every listing has the price its purpose needs; apartment sale rates sit in a Gurugram band.
    expect(await count(`SELECT count(*) FROM properties WHERE price_value IS NULL`)).toBe(0);
    const rate = await db.query<{ lo: number; hi: number }>(
      `SELECT min(price_per_sqft) AS lo, max(price_per_sqft) AS hi FROM properties WHERE purpose = 'buy' AND property_type = 'apartment'`,
    );
    expect(rate.rows[0]!.lo).toBeGreaterThan(3000);
    // The top of the market (DLF Camellias, Sector 42) asks 70,000-1,00,000 a sq ft.
    expect(rate.rows[0]!.hi).toBeLessThan(120000);
    // Lifecycle states are represented, and most listings are live.
    expect(await count(`SELECT count(*) FROM properties WHERE status = 'active'`)).toBeGreaterThanOrEqual(400);
    expect(await count(`SELECT count(DISTINCT status) FROM properties`)).toBeGreaterThanOrEqual(5);
  });

  it('gives listings photos in several sizes, panoramas and external tours', async () => {
    expect(
      await count(
        `SELECT count(*) FROM properties p WHERE NOT EXISTS (SELECT 1 FROM property_images i WHERE i.property_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM property_images WHERE jsonb_typeof(variants) = 'object' AND (SELECT count(*) FROM jsonb_object_keys(variants)) >= 3`,
      ),
    ).toBe(await count('SELECT count(*) FROM property_images'));
    expect(await count(`SELECT count(*) FROM virtual_tours WHERE kind = 'panorama'`)).toBeGreaterThanOrEqual(15);
    expect(await count(`SELECT count(*) FROM virtual_tours WHERE kind = 'external'`)).toBeGreaterThanOrEqual(2);
    expect(await count(`SELECT count(*) FROM tour_links`)).toBeGreaterThanOrEqual(30);
    // Short stays carry booked or blocked nights for date searches to exclude.
    expect(
      await count(
        `SELECT count(DISTINCT b.property_id) FROM availability_blocks b JOIN properties p ON p.id = b.property_id WHERE p.purpose = 'short_stay'`,
      ),
    ).toBe(await count(`SELECT count(*) FROM properties WHERE purpose = 'short_stay'`));
  });

  it('has projects with RERA numbers, blog posts, the five policies and site content', async () => {
    expect(
      await count(`SELECT count(*) FROM projects WHERE rera_number LIKE 'RC/REP/HARERA/GGM/%'`),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(`SELECT count(*) FROM blog_posts WHERE category_id IS NOT NULL AND published_at IS NOT NULL`),
    ).toBeGreaterThanOrEqual(12);
    expect(await count(`SELECT count(DISTINCT tag_id) FROM blog_post_tags`)).toBeGreaterThanOrEqual(5);
    const pages = await db.query<{ unique_name: string; content: string }>(
      'SELECT unique_name, content FROM pages ORDER BY unique_name',
    );
    expect(pages.rows.map((p) => p.unique_name)).toEqual([
      'content-guidelines',
      'content-takedown-policy',
      'grievance-redressal-mechanism',
      'privacy-policy',
      'terms-of-service',
    ]);
    expect(pages.rows.find((p) => p.unique_name === 'privacy-policy')!.content).toMatch(
      /Digital Personal Data Protection Act/,
    );
    expect(pages.rows.find((p) => p.unique_name === 'grievance-redressal-mechanism')!.content).toMatch(
      /Grievance Officer/,
    );
    const keys = await db.query<{ key: string }>('SELECT key FROM content_blocks ORDER BY key');
    expect(keys.rows.map((k) => k.key)).toEqual(expect.arrayContaining(['faq', 'testimonials']));
  });

  it('has all five policies and the site content in Hindi, the privacy policy naming the DPDP Act in Hindi and English', async () => {
    const hindi = await db.query<{
      unique_name: string;
      title: string;
      content: string;
      is_published: boolean;
      updated_at: Date;
    }>(
      `SELECT p.unique_name, t.title, t.content, t.is_published, t.updated_at FROM page_translations t JOIN pages p ON p.id = t.page_id WHERE t.locale = 'hi-IN' ORDER BY p.unique_name`,
    );
    expect(hindi.rows.map((r) => [r.unique_name, r.title])).toEqual([
      ['content-guidelines', 'सामग्री दिशानिर्देश'],
      ['content-takedown-policy', 'सामग्री हटाने की नीति'],
      ['grievance-redressal-mechanism', 'शिकायत निवारण तंत्र'],
      ['privacy-policy', 'गोपनीयता नीति'],
      ['terms-of-service', 'सेवा की शर्तें'],
    ]);
    for (const r of hindi.rows) {
      expect(r.is_published, r.unique_name).toBe(true);
      // A whole translation: opens with its title, mostly Devanagari, links to Hindi pages only.
      expect(r.content.startsWith(`# ${r.title}\n`), r.unique_name).toBe(true);
      expect((r.content.match(/[\u0900-\u097F]/g) ?? []).length / r.content.length, r.unique_name).toBeGreaterThan(0.5);
      expect(r.content.match(/\]\(\/(?!hi\/)/g), r.unique_name).toBeNull();
    }
    const privacy = hindi.rows.find((r) => r.unique_name === 'privacy-policy')!.content;
    expect(privacy).toContain('डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (Digital Personal Data Protection Act, 2023');
    expect(privacy).toContain('भारतीय डेटा संरक्षण बोर्ड');
    expect(privacy).toContain('grievance@aangan.in');
    expect(hindi.rows.find((r) => r.unique_name === 'grievance-redressal-mechanism')!.content).toMatch(
      /शिकायत अधिकारी/,
    );

    const blocks = await db.query<{ key: string; hi: unknown[]; en: unknown[] }>(
      `SELECT b.key, t.data AS hi, b.data AS en FROM content_block_translations t JOIN content_blocks b ON b.key = t.key WHERE t.locale = 'hi-IN' ORDER BY b.key`,
    );
    expect(blocks.rows.map((b) => b.key)).toEqual(['faq', 'service_areas', 'team', 'testimonials']);
    // Each block is its English original translated one for one (the about page pairs the areas by position).
    for (const b of blocks.rows) expect(b.hi.length, b.key).toBe(b.en.length);
    const faq = blocks.rows.find((b) => b.key === 'faq')!.hi as { id: number; btnText: string }[];
    expect(faq.map((f) => f.id)).toEqual(
      (blocks.rows.find((b) => b.key === 'faq')!.en as { id: number }[]).map((f) => f.id),
    );
    expect(faq[0]!.btnText).toMatch(/सत्यापित/);
    expect(blocks.rows.find((b) => b.key === 'service_areas')!.hi).toContain('गोल्फ़ कोर्स रोड');
  });

  it('gives a database seeded before there were Hindi versions its Hindi policies and content on the next start, but none beside an English policy an admin changed', async () => {
    await db.query('DELETE FROM page_translations');
    await db.query('DELETE FROM content_block_translations');
    await db.query(
      `UPDATE pages SET content = content || '\n\nEdited by us.', updated_at = now() WHERE unique_name = 'terms-of-service'`,
    );
    // The server's start: the database has users, so nothing else is seeded.
    expect(await seedIfEmpty(db)).toBe(false);
    const names = async () =>
      (
        await db.query<{ unique_name: string }>(
          `SELECT p.unique_name FROM page_translations t JOIN pages p ON p.id = t.page_id ORDER BY 1`,
        )
      ).rows.map((r) => r.unique_name);
    expect(await names()).toEqual([
      'content-guidelines',
      'content-takedown-policy',
      'grievance-redressal-mechanism',
      'privacy-policy',
    ]);
    expect(await count('SELECT count(*) FROM content_block_translations')).toBe(4);
    // An admin's own Hindi text stays through later starts and seeds.
    await db.query(
      `UPDATE page_translations SET content = '# गोपनीयता नीति\n\nहमारा अपना पाठ।' WHERE page_id = (SELECT id FROM pages WHERE unique_name = 'privacy-policy')`,
    );
    await seedIfEmpty(db);
    await seed(db);
    expect(
      (
        await db.query<{ content: string }>(
          `SELECT content FROM page_translations WHERE page_id = (SELECT id FROM pages WHERE unique_name = 'privacy-policy')`,
        )
      ).rows[0]!.content,
    ).toBe('# गोपनीयता नीति\n\nहमारा अपना पाठ।');
    expect(await names()).toHaveLength(4);
  }, 120_000);

  it("gives projects HRERA registrations: the README's 12 public, most in force, one lapsed, one revoked, one only applied for", async () => {
    expect(PUBLIC_PROJECT_COUNT).toBe(12);
    expect(await count(`SELECT count(*) FROM projects WHERE is_published`)).toBe(12);
    const today = `(now() AT TIME ZONE INTERVAL '05:30')::date`;
    const by = async (status: string) =>
      count(`SELECT count(*) FROM projects WHERE is_published AND hrera_status = '${status}'`);
    expect(await by('registered')).toBe(10);
    expect(
      await count(
        `SELECT count(*) FROM projects WHERE hrera_status = 'registered' AND hrera_valid_until > ${today} + 300`,
      ),
    ).toBe(10);
    expect(await by('lapsed')).toBe(1);
    expect(
      await count(`SELECT count(*) FROM projects WHERE hrera_status = 'lapsed' AND hrera_valid_until < ${today}`),
    ).toBe(1);
    expect(await by('revoked')).toBe(1);
    expect((await db.query('SELECT rera_number, cover_image_url FROM projects WHERE NOT is_published')).rows).toEqual([
      { rera_number: null, cover_image_url: null },
    ]);
    // No listing names the unpublished project.
    expect(
      await count(
        `SELECT count(*) FROM properties p JOIN projects pr ON pr.id = p.project_id WHERE NOT pr.is_published`,
      ),
    ).toBe(0);
  });

  it('gives demo projects seeded before registrations were recorded their registration on the next seed, and leaves edited ones alone', async () => {
    await db.query(
      `UPDATE projects SET hrera_status = 'registered', hrera_valid_until = NULL WHERE hrera_status = 'lapsed'`,
    );
    await db.query(
      `UPDATE projects SET hrera_valid_until = '2031-01-31' WHERE id = (SELECT min(id) FROM projects WHERE hrera_status = 'registered' AND is_published)`,
    );
    await seed(db);
    expect(await count(`SELECT count(*) FROM projects WHERE hrera_status = 'lapsed'`)).toBe(1);
    expect(await count(`SELECT count(*) FROM projects WHERE hrera_valid_until = '2031-01-31'`)).toBe(1);
  }, 120_000);

  it('gives demo projects seeded before specifications were kept theirs on the next seed, and leaves stated ones alone', async () => {
    expect(await count(`SELECT count(*) FROM projects WHERE jsonb_array_length(specifications) = 0`)).toBe(0);
    await db.query(`UPDATE projects SET specifications = '[]'::jsonb`);
    await db.query(
      `UPDATE projects SET specifications = '[{"label": "Flooring", "value": "Stated by the builder"}]'::jsonb WHERE id = (SELECT min(id) FROM projects)`,
    );
    await seed(db);
    expect(await count(`SELECT count(*) FROM projects WHERE jsonb_array_length(specifications) = 0`)).toBe(0);
    expect(
      await count(`SELECT count(*) FROM projects WHERE specifications->0->>'value' = 'Stated by the builder'`),
    ).toBe(1);
  }, 120_000);

  it("lists in each project only units it could have: a configuration's BHK, size and price", async () => {
    const units = await db.query<{
      slug: string;
      bhk: number;
      area_sqft: number;
      base_price: string;
      configurations: {
        bhk: number | null;
        area_min: number;
        area_max: number;
        price_min: number;
        price_max: number;
      }[];
    }>(
      `SELECT pr.slug, p.bhk, p.area_sqft, p.base_price, pr.configurations FROM properties p JOIN projects pr ON pr.id = p.project_id`,
    );
    expect(units.rows.length).toBeGreaterThanOrEqual(5);
    const misfits = units.rows
      .filter(
        (u) =>
          !u.configurations.some(
            (c) =>
              c.bhk === u.bhk &&
              u.area_sqft >= c.area_min &&
              u.area_sqft <= c.area_max &&
              Number(u.base_price) >= c.price_min &&
              Number(u.base_price) <= c.price_max,
          ),
      )
      .map((u) => `${u.slug}: ${u.bhk} BHK ${u.area_sqft} sqft ₹${u.base_price}`);
    expect(misfits).toEqual([]);
  });

  it('keeps its live listings live: each was confirmed within its period, and a few expire within three days', async () => {
    const live = await count(`SELECT count(*) FROM properties WHERE status = 'active'`);
    expect(
      await count(
        `SELECT count(*) FROM properties WHERE status = 'active' AND (expires_at <= now() OR last_confirmed_at > now() OR verified_at > now())`,
      ),
    ).toBe(0);
    const soon = await count(
      `SELECT count(*) FROM properties WHERE status = 'active' AND expires_at < now() + interval '3 days'`,
    );
    expect(soon).toBeGreaterThanOrEqual(5);
    expect(soon).toBeLessThan(live / 10);
    // The first run of the expiry job takes none of them down.
    const { createListingRepository } = await import('../../../../apps/api/src/features/listings/repository.ts');
    expect(await createListingRepository(db).expireDue()).toEqual([]);
    expect(await count(`SELECT count(*) FROM properties WHERE status = 'active'`)).toBe(live);
  });

  it("has listings posted by owners, agents (with their names) and builders (their project's builder account)", async () => {
    const kinds = await db.query<{
      posted_by: string;
      n: number;
      named: number;
    }>(`SELECT posted_by, count(*)::int AS n, count(poster_name)::int AS named
      FROM properties WHERE status = 'active' GROUP BY posted_by ORDER BY posted_by`);
    const by = Object.fromEntries(kinds.rows.map((r) => [r.posted_by, r]));
    expect(Object.keys(by)).toEqual(['agent', 'builder', 'owner']);
    expect(by.agent!.n).toBeGreaterThanOrEqual(30);
    expect(by.agent!.named).toBe(by.agent!.n);
    expect(by.builder!.n).toBeGreaterThanOrEqual(5);
    expect(by.owner!.named).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM properties p JOIN projects pr ON pr.id = p.project_id WHERE p.posted_by = 'builder' AND pr.builder_id IS DISTINCT FROM p.owner_id`,
      ),
    ).toBe(0);
    // The demo owner's listings all stay theirs.
    expect(
      await count(
        `SELECT count(*) FROM properties p JOIN users u ON u.id = p.owner_id WHERE u.phone = '${DEMO_ACCOUNTS[2].phone}' AND p.posted_by <> 'owner'`,
      ),
    ).toBe(0);
  });

  it('creates a demo login for every role with the README password', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const r = await db.query<{ role: string; password_hash: string }>(
        'SELECT role::text, password_hash FROM users WHERE phone = $1',
        [a.phone],
      );
      expect(r.rows[0]!.role).toBe(a.role);
      expect(await verify(r.rows[0]!.password_hash, a.password)).toBe(true);
    }
  });
});
