// The two catalogues against each other and against the code that uses them: the same keys, the
// same arguments in every message, every message valid ICU MessageFormat with the plural forms
// its language has, every key the code asks for present and every key in the catalogue used.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import {
  AMENITIES,
  DELETION_REASONS,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  DELETION_TYPES,
  ENQUIRY_STATUSES,
  ENQUIRY_WANTS,
  FEATURES,
  HRERA_CLOSED_STATUSES,
  HRERA_STATUSES,
  LISTING_OWNER_MOVES,
  LISTING_STATUSES,
  LISTING_STEPS,
  listingMergedSchema,
  PHOTO_CAPTIONS,
  PHOTO_REFUSALS,
  POST_PROPERTY_LISTING_TYPES,
  POST_PROPERTY_TYPES,
  POSTED_BY,
  PROPERTY_TYPES,
  PREFERRED_TENANTS,
  PURPOSES,
  ALERT_FREQUENCIES,
  DIGEST_KINDS,
  REPORT_REASONS,
  ROLES,
  SORT_OPTIONS,
  SPECIFICATION_ROWS,
  TITLE_PURPOSES,
  TITLE_SHARINGS,
  TITLE_TYPES,
  VISIT_STATUSES,
  VISIT_DAYS_ALL,
} from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { TABS } from '../../features/accounts/account-tabs';
import { choiceKey } from '../choices';
import { LATEST_TABS } from '../../features/content/home/latest-tabs';
import { enIN, type MessageKey } from './en-IN';
import { hiIN, hiMessages } from './hi-IN';
import { type Locale, registerHindi, translate } from './index';

registerHindi({ hiIN, hiMessages });

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { 'en-IN': enIN, 'hi-IN': hiIN };
const KEYS = Object.keys(enIN) as MessageKey[];

/** Each argument a message takes, with its kind: `n:plural`, `name:argument`, `d:date`… */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound || el.type === TYPE.tag) continue;
    into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** Every plural element of a message, nested ones too. */
function pluralsOf(elements: MessageFormatElement[]): { value: string; cases: string[] }[] {
  return elements.flatMap((el) =>
    el.type === TYPE.plural || el.type === TYPE.select
      ? [
          ...(el.type === TYPE.plural ? [{ value: el.value, cases: Object.keys(el.options) }] : []),
          ...Object.values(el.options).flatMap((o) => pluralsOf(o.value)),
        ]
      : [],
  );
}

const ast = (locale: Locale, key: MessageKey) => parse(CATALOGUES[locale][key], { ignoreTag: true });

describe('the catalogues', () => {
  it('have the same keys in English and Hindi', () => {
    expect(Object.keys(hiIN).sort()).toEqual([...KEYS].sort());
  });

  it('hold valid ICU MessageFormat in every message', () => {
    const broken: string[] = [];
    for (const locale of ['en-IN', 'hi-IN'] as const)
      for (const key of KEYS) {
        try {
          ast(locale, key);
        } catch (e) {
          broken.push(`${locale} ${key}: ${(e as Error).message}`);
        }
      }
    expect(broken).toEqual([]);
  });

  it('take the same arguments in both languages', () => {
    const differ = KEYS.filter(
      (key) => [...argumentsOf(ast('en-IN', key))].sort().join() !== [...argumentsOf(ast('hi-IN', key))].sort().join(),
    ).map((key) => `${key}: ${[...argumentsOf(ast('en-IN', key))]} / ${[...argumentsOf(ast('hi-IN', key))]}`);
    expect(differ).toEqual([]);
  });

  it('give each plural only the forms its language has (Hindi and English: one and other)', () => {
    const wrong: string[] = [];
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      for (const key of KEYS)
        for (const p of pluralsOf(ast(locale, key))) {
          const extra = p.cases.filter((c) => !c.startsWith('=') && !categories.includes(c));
          const missing = categories.filter((c) => !p.cases.includes(c));
          if (extra.length || missing.length) wrong.push(`${locale} ${key}: ${p.cases}`);
        }
    }
    expect(wrong).toEqual([]);
  });

  it('show every character as written: no apostrophe or brace is taken as ICU quoting', () => {
    // A message with no arguments formats to its own text; one with arguments keeps every ASCII
    // apostrophe (a "'{" would start a quoted stretch and swallow the apostrophe).
    const changed: string[] = [];
    for (const locale of ['en-IN', 'hi-IN'] as const)
      for (const key of KEYS) {
        const text = CATALOGUES[locale][key];
        const args = argumentsOf(ast(locale, key));
        const values = Object.fromEntries(
          [...args].map((a) => [a.split(':')[0]!, a.endsWith(':date') ? new Date() : 2]),
        );
        const out = translate(locale, key, values);
        if (args.size === 0 ? out !== text : out.split("'").length !== text.split("'").length)
          changed.push(`${locale} ${key}: ${out}`);
      }
    expect(changed).toEqual([]);
  });
});

describe('counts in words', () => {
  it('say "1 property" and "2 properties" on the search page, and the Hindi forms (0 and 1 are singular)', () => {
    expect(translate('en-IN', 'search.found', { n: 1 })).toBe('1 property found');
    expect(translate('en-IN', 'search.found', { n: 2 })).toBe('2 properties found');
    expect(translate('en-IN', 'search.found', { n: 125000 })).toBe('1,25,000 properties found');
    expect(translate('hi-IN', 'search.found', { n: 1 })).toBe('1 प्रॉपर्टी मिली');
    expect(translate('hi-IN', 'search.found', { n: 2 })).toBe('2 प्रॉपर्टी मिलीं');
    expect(translate('hi-IN', 'search.found', { n: 125000 })).toBe('1,25,000 प्रॉपर्टी मिलीं');
    expect(translate('en-IN', 'search.activeCount', { n: 0 })).toBe('0 filters set');
    expect(translate('hi-IN', 'search.activeCount', { n: 0 })).toBe('0 फ़िल्टर लगा है');
    expect(translate('hi-IN', 'emi.months', { n: 1 })).toBe('1 महीना');
    expect(translate('hi-IN', 'emi.months', { n: 240 })).toBe('240 महीने');
  });

  it('fill plain arguments as given', () => {
    expect(translate('en-IN', 'footer.copyright', { year: 2026 })).toBe('© 2026 Aangan. All rights reserved.');
    expect(translate('hi-IN', 'projects.hreraUntil', { date: '31 मार्च 2027' })).toBe(
      'HRERA पंजीकरण 31 मार्च 2027 तक लागू है।',
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The code's use of the catalogue.

const APP = fileURLToPath(new URL('../..', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.tmp\.ts$/.test(e.name) ? [path] : [];
  });
const CODE = sourceFiles(APP)
  .filter((f) => !/i18n\/(en|hi)-IN\.ts$/.test(f))
  .map((f) => ({ file: relative(APP, f), text: readFileSync(f, 'utf8') }));

/**
 * Keys the code builds from a value (`t(\`purpose.${p}\`)`), with every value they can take:
 * from the shared lists where there is one. A new family of keys in code must be added here, so
 * that each of its keys is checked.
 */
/** The values of an enum field, through its optional/nullable/default wrappers. */
function enumOf(schema: unknown): readonly string[] {
  const s = schema as { options?: readonly string[]; def: { innerType?: unknown } };
  return s.options ?? enumOf(s.def.innerType);
}

const FAMILIES: Record<string, readonly string[]> = {
  'purpose.': PURPOSES,
  'saved.frequency.': ALERT_FREQUENCIES,
  'notif.digest.': [...DIGEST_KINDS, 'title', 'help', 'save'],
  'weekday.': VISIT_DAYS_ALL.map(String),
  'type.': PROPERTY_TYPES,
  'card.postedBy.': POSTED_BY,
  'card.areaOf.': enumOf(listingMergedSchema.shape.area_type),
  'listing.areaType.': enumOf(listingMergedSchema.shape.area_type),
  'listing.furnishing.': enumOf(listingMergedSchema.shape.furnishing),
  'listing.sharing.': enumOf(listingMergedSchema.shape.pg_sharing),
  'listing.gender.': enumOf(listingMergedSchema.shape.pg_gender),
  'listing.tenants.': PREFERRED_TENANTS,
  'listing.pets.': ['yes', 'no'],
  'sort.': SORT_OPTIONS,
  'title.sharing.': TITLE_SHARINGS,
  'title.type.': Object.keys(TITLE_TYPES),
  'title.purpose.': Object.keys(TITLE_PURPOSES),
  'photo.caption.': Object.keys(PHOTO_CAPTIONS),
  'projects.spec.': Object.keys(SPECIFICATION_ROWS),
  'mine.status.': LISTING_STATUSES,
  'mine.move.': LISTING_OWNER_MOVES,
  'preview.': LISTING_STATUSES.filter((s) => s !== 'active'),
  'reconfirm.answer.': ['rented', 'sold'],
  'visit.status.': VISIT_STATUSES,
  'enquiry.status.': ENQUIRY_STATUSES,
  'enquiry.want.': ENQUIRY_WANTS,
  'report.reason.': REPORT_REASONS,
  'hrera.status.': HRERA_STATUSES,
  'hrera.warning.': HRERA_CLOSED_STATUSES,
  'hrera.warningBody.': HRERA_CLOSED_STATUSES,
  'photos.refused.': PHOTO_REFUSALS,
  'flow.lead.': LISTING_STEPS,
  'account.role.': ROLES.filter((r) => r !== 'user'), // a 'user' is named account.seeker
  'account.tab.': TABS,
  'delete.reason.': DELETION_REASONS.map((r) => r.value),
  'delete.type.': DELETION_TYPES.map((r) => r.value),
  'delete.typeHelp.': DELETION_TYPES.map((r) => r.value),
  'post.property_type.': POST_PROPERTY_TYPES,
  'post.listing_type.': POST_PROPERTY_LISTING_TYPES,
  'amenity.': AMENITIES.map((a) => choiceKey('amenity', a).slice('amenity.'.length)),
  'feature.': FEATURES.map((f) => choiceKey('feature', f).slice('feature.'.length)),
  'home.latest.tab.': LATEST_TABS.map((x) => x.id),
  // Error codes, worded by tm through contracts' errorCatalogueKey.
  'error.': ERROR_CODES,
  'error.field.': FIELD_ERROR_CODES,
  // Lists kept in the components themselves.
  'contact.': ['name', 'email', 'address', 'message'], // ContactForm
  'home.onboard.': ['full_name', 'phone', 'email', 'address'], // OwnerOnboarding
  'banner.': ['rent', 'buy', 'sell'], // BannerSearch
  'emi.tip.': ['credit', 'tenure', 'prepay', 'compare'], // emi-calculator
  'projects.stage.': ['new_launch', 'under_construction', 'ready_to_move'], // ProjectSections
  'projects.status.': ['new_launch', 'under_construction', 'ready_to_move'], // projects
  'projects.sort.': ['newest', 'price_low', 'price_high', 'possession', 'name'], // projects
};

describe('the code and the catalogue', () => {
  it('asks only for keys the catalogue has', () => {
    const missing: string[] = [];
    let asked = 0;
    for (const { file, text } of CODE)
      for (const m of text.matchAll(/\b(?:t|tx|translate\(\s*[\w.]+\s*,)\s*\(?\s*(['"])([\w.-]+)\1/g)) {
        asked++;
        if (!(m[2]! in enIN)) missing.push(`${file}: ${m[2]}`);
      }
    expect(missing).toEqual([]);
    // The scan finds the code's calls (not none, as a pattern gone wrong would).
    expect(asked).toBeGreaterThan(KEYS.length / 2);
  });

  it('builds keys only from families whose every value has a message', () => {
    const unknown = new Set<string>();
    for (const { file, text } of CODE)
      for (const m of text.matchAll(/`([a-zA-Z][\w]*(?:\.[\w]+)*\.)\$\{/g)) {
        const prefix = m[1]!;
        // `post.${name}.${o}`: a family of families, each registered on its own.
        const known = Object.keys(FAMILIES).some((f) => f.startsWith(prefix));
        if (!known && KEYS.some((k) => k.startsWith(prefix))) unknown.add(`${file}: ${prefix}`);
      }
    expect([...unknown], 'add these key families to FAMILIES with the values they take').toEqual([]);
    const missing = Object.entries(FAMILIES).flatMap(([prefix, values]) =>
      values.map((v) => `${prefix}${v}`).filter((k) => !(k in enIN)),
    );
    expect(missing).toEqual([]);
  });

  it('uses every key of the catalogue', () => {
    const code = CODE.map((c) => c.text).join('\n');
    const unused = KEYS.filter(
      (key) =>
        !Object.entries(FAMILIES).some(
          ([prefix, values]) => key.startsWith(prefix) && values.includes(key.slice(prefix.length)),
        ) &&
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
