// Hostile input for every operation of the OpenAPI document, derived from its schema: each path
// parameter, query parameter and body field gets wrong types, huge and malformed numbers, very
// long strings, odd unicode (emoji, RTL, zero-width, NUL, lone surrogates), SQL and HTML payloads,
// path tricks and malformed percent-encoding; each body gets malformed JSON, wrong content types,
// arrays, empty and deeply nested bodies; each min/max pair is sent reversed. Sent as a visitor
// and as the widest role that reaches the handler (admin; the visit's user or the agent where
// admin is not that role). Deterministic (seeded); each field gets several values and every value
// is used on every operation. Asserts: never a 5xx, every 4xx is JSON in {detail} (the forms API
// /f/{formId} may answer {errors} by design), and the server still answers afterwards.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestDatabase } from '@aangan/db/testing/test-db';
import { mulberry32 } from '@aangan/demo/seed/random';
import { buildApp } from './app.ts';
import type { CallerRole } from './shared/access.ts';
import { as } from './shared/testing/accounts.ts';
import { castOfRoles, freshTokens, freshWorld, pathValue, type Cast } from './shared/testing/fixtures.ts';

const SEED = 0x5eed_a11;
/** Values per field beyond the ones aimed at its kind (number, string, array, object). */
const PER_FIELD = 6;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let cast: Cast;
let ops: Operation[];

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  minimum?: number;
  minLength?: number;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}
interface Param {
  in: 'path' | 'query';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  access: string;
  roles: CallerRole[];
  params: Param[];
  body: JsonSchema | null;
}

// Seeded, so a failure is the same on every run.
const random = mulberry32(SEED);
const pick = <T>(xs: readonly T[], k: number): T[] => {
  const copy = [...xs];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, k);
};

const LONG = 'x'.repeat(100_000);
const SQL = ["' OR 1=1--", "'; DROP TABLE users;--", '1; SELECT pg_sleep(5)--', "\\'; DELETE FROM properties; --"];
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
];

/** What a value is aimed at: every field of that kind gets all of them; any field gets a random few. */
type Aim = 'number' | 'string' | 'array' | 'object' | 'any';

/** For path and query: text as sent, `raw` when it goes into the URL as is (already percent-encoded, or malformed on purpose). */
interface Text {
  label: string;
  text: string;
  raw?: boolean;
  aim: Aim;
}
const text = (aim: Aim, ...ts: string[]): Text[] =>
  ts.map((t) => ({ label: JSON.stringify(t.length > 40 ? `${t.slice(0, 40)}…` : t), text: t, aim }));
const TEXTS: Text[] = [
  ...text(
    'number',
    '-1',
    '0',
    '-0',
    '1.5',
    '0.0001',
    '1e308',
    '-1e308',
    '9223372036854775808',
    '-9223372036854775809',
    '2147483648',
    '32768',
    '9007199254740993',
    'NaN',
    '1e400',
    '-1e400',
    'Infinity',
    '0x1F',
    '1_000',
    '١٢٣',
    ' 7 ',
    '9'.repeat(400),
  ),
  ...text(
    'string',
    'a\u0000b',
    '\u0000',
    '🏠🏡🏢'.repeat(30),
    '\u202Eevil\u202C txt',
    'a\u200Bb\uFEFF',
    LONG,
    SQL[0]!,
    SQL[1]!,
    HTML[0]!,
    '%',
    '\\',
    "'",
  ),
  ...text(
    'any',
    '',
    ' ',
    'abc',
    'true',
    '2030-02-30',
    'a,b,c',
    SQL[2]!,
    SQL[3]!,
    HTML[1]!,
    HTML[2]!,
    HTML[3]!,
    '../../etc/passwd',
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
  ),
  { label: 'raw %00', text: '%00', raw: true, aim: 'string' },
  { label: 'raw lone surrogate %ED%A0%80', text: '%ED%A0%80', raw: true, aim: 'string' },
  { label: 'raw %', text: '%', raw: true, aim: 'any' },
  { label: 'raw %E0%A4%A (cut)', text: '%E0%A4%A', raw: true, aim: 'any' },
  { label: 'raw %zz', text: '%zz', raw: true, aim: 'any' },
  { label: 'raw invalid utf-8 %C3%28%FF', text: '%C3%28%FF', raw: true, aim: 'string' },
  { label: 'raw overlong %C0%AE%C0%AE%2F', text: '%C0%AE%C0%AE%2F', raw: true, aim: 'any' },
  { label: 'raw ..%2f..%2fetc%2fpasswd', text: '..%2f..%2fetc%2fpasswd', raw: true, aim: 'any' },
  { label: 'raw ../../etc/passwd', text: '../../etc/passwd', raw: true, aim: 'any' },
];

/** For bodies: any JSON value, or raw JSON text (numbers JSON.stringify cannot write, deep nesting). */
interface Json {
  label: string;
  value?: unknown;
  json?: string;
  aim: Aim;
}
const DEEP = 5_000;
const json = (aim: Aim, ...vs: unknown[]): Json[] =>
  vs.map((v) => ({ label: JSON.stringify(v)?.slice(0, 40) ?? String(v), value: v, aim }));
const JSONS: Json[] = [
  ...json(
    'number',
    1.5,
    -1,
    0,
    -0.0001,
    1e308,
    -1e308,
    2 ** 63,
    -(2 ** 63),
    2 ** 31,
    2 ** 15,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    '1e400',
    'Infinity',
    '-1',
    '12',
    true,
    null,
    '',
  ),
  ...json(
    'string',
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDFFFy',
    '🏠'.repeat(500),
    '\u202Eevil\u202C',
    'a\u200Bb',
    LONG,
    SQL[0],
    SQL[1],
    HTML[0],
    HTML[1],
    123,
    1e308,
    null,
    true,
    {},
    [],
    ['a'],
    ' ',
    '',
  ),
  ...json(
    'array',
    [],
    [null],
    [{}],
    ['\u0000'],
    [1.5, -1, 1e308],
    Array.from({ length: 5000 }, (_, i) => i),
    'x',
    {},
    null,
  ),
  ...json('object', {}, [], 'x', null, { $gt: '' }, { __proto__: null, constructor: 'x' }),
  ...json(
    'any',
    false,
    0,
    '2030-02-30T25:61:00Z',
    SQL[2],
    SQL[3],
    HTML[2],
    HTML[3],
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    ' OR 1=1',
  ),
  { label: '100k chars', value: LONG, aim: 'string' },
  { label: 'json 1e400', json: '1e400', aim: 'number' },
  { label: 'json -1e400', json: '-1e400', aim: 'number' },
  { label: 'json 123456789012345678901234567890', json: '123456789012345678901234567890', aim: 'number' },
  { label: 'json 1e-400', json: '1e-400', aim: 'number' },
  { label: `array nested ${DEEP} deep`, json: '['.repeat(DEEP) + ']'.repeat(DEEP), aim: 'array' },
  { label: `object nested ${DEEP} deep`, json: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP), aim: 'object' },
];

/** The kind of value a schema asks for. */
function aimOf(s: JsonSchema | undefined): Aim {
  if (!s) return 'any';
  if (s.enum) return 'any';
  const alt = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (alt) return aimOf(alt);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  return type === 'integer' || type === 'number'
    ? 'number'
    : type === 'string'
      ? 'string'
      : type === 'array'
        ? 'array'
        : type === 'object'
          ? 'object'
          : 'any';
}

/** Values for one field: every one aimed at its kind, and PER_FIELD others at random. */
function valuesFor<T extends { aim: Aim }>(all: T[], aim: Aim): T[] {
  const aimed = all.filter((v) => v.aim === aim);
  return [
    ...aimed,
    ...pick(
      all.filter((v) => v.aim !== aim),
      PER_FIELD,
    ),
  ];
}

/** Whole bodies: malformed JSON, other content types, odd top-level values. */
const BODIES: { label: string; type?: string; payload: string | Buffer }[] = [
  { label: 'empty', type: 'application/json', payload: '' },
  { label: 'malformed {', type: 'application/json', payload: '{' },
  { label: 'malformed {"a":', type: 'application/json', payload: '{"a":' },
  { label: 'trailing garbage', type: 'application/json', payload: '{"a":1}xyz' },
  { label: 'single quotes', type: 'application/json', payload: "{'a':1}" },
  { label: 'BOM', type: 'application/json', payload: '\uFEFF{}' },
  { label: 'raw NUL', type: 'application/json', payload: '{"a":"\u0000"}' },
  { label: 'top-level null', type: 'application/json', payload: 'null' },
  { label: 'top-level string', type: 'application/json', payload: '"str"' },
  { label: 'top-level number', type: 'application/json', payload: '123' },
  { label: 'array', type: 'application/json', payload: '[{"a":1}]' },
  { label: '__proto__', type: 'application/json', payload: '{"__proto__":{"admin":true},"a":1}' },
  { label: 'constructor.prototype', type: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { label: 'duplicate keys', type: 'application/json', payload: '{"a":1,"a":{"b":2}}' },
  { label: `nested ${DEEP} deep`, type: 'application/json', payload: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) },
  { label: 'over the body limit (2 MB)', type: 'application/json', payload: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
  { label: 'utf-16 charset', type: 'application/json; charset=utf-16', payload: Buffer.from('{"a":1}', 'utf16le') },
  {
    label: 'invalid utf-8 bytes',
    type: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
  },
  { label: 'text/plain', type: 'text/plain', payload: 'hello' },
  {
    label: 'application/xml',
    type: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  {
    label: 'form-urlencoded',
    type: 'application/x-www-form-urlencoded',
    payload: 'a=1&b=%00&c=%E0%A4%A&__proto__[x]=1',
  },
  { label: 'no content type', payload: '{"a":1}' },
  { label: 'made-up content type', type: 'application/x-made-up', payload: 'x' },
  { label: 'multipart without boundary', type: 'multipart/form-data', payload: 'x' },
  {
    label: 'multipart, broken',
    type: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  },
];

/** A multipart body with hostile text fields and a file that is not an image. */
function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
): { type: string; payload: Buffer } {
  const b = `----fuzz${Math.floor(random() * 1e9)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { type: `multipart/form-data; boundary=${b}`, payload: Buffer.concat(parts) };
}

/** A value of roughly the right type, so one field at a time can be made hostile. */
function plausible(s: JsonSchema | undefined): unknown {
  if (!s) return 'x';
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (alt) return plausible(alt);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return s.format === 'date'
        ? '2030-01-15'
        : s.format === 'date-time'
          ? '2030-01-15T10:00:00.000Z'
          : 'x'.repeat(Math.max(12, s.minLength ?? 0));
  }
}

/** Bodies the schema leaves open: the forms API's contact form, whose fields checkForm reads. */
const FREE_FORM: Record<string, Record<string, unknown>> = {
  '/api/v1/f/{formId}': {
    name: 'Asha Verma',
    email: 'asha@example.in',
    address: 'Sector 56, Gurugram',
    message: 'Please call me back',
    _gotcha: '',
  },
};

/** The JSON text of a body with one field replaced by a hostile value. */
function bodyWith(base: Record<string, unknown>, field: string, v: Json): string {
  if (v.json === undefined) return JSON.stringify({ ...base, [field]: v.value });
  return JSON.stringify({ ...base, [field]: '__RAW__' }).replace('"__RAW__"', v.json);
}

interface Sent {
  role: CallerRole;
  method: string;
  url: string;
  type?: string;
  payload?: string | Buffer;
  what: string;
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: { MEDIA_DIR: '/tmp/aangan-test-media' }, database: db });
  cast = await castOfRoles(app, db);
  const doc = (await app.inject('/api/v1/openapi.json')).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))
      .map(([m, op]) => ({
        method: m.toUpperCase(),
        path,
        access: op['x-access'] as string,
        roles: op['x-roles'] as CallerRole[],
        params: (op.parameters ?? []) as Param[],
        body:
          (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.[
            'application/json'
          ]?.schema ?? null,
      })),
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** Who reaches the handler: admin, unless the operation is someone else's for an admin. */
function reach(op: Operation): CallerRole {
  if (op.access === 'self') return 'user';
  return op.roles.includes('admin') ? 'admin' : (op.roles.find((r) => r !== 'visitor') ?? 'visitor');
}

/** Every request for one operation: each field hostile in turn, then whole bodies, then reversed ranges. */
function requestsFor(op: Operation, pathVals: Record<string, string>): Omit<Sent, 'role'>[] {
  const out: Omit<Sent, 'role'>[] = [];
  const enc = (t: Text) => (t.raw ? t.text : encodeURIComponent(t.text));
  const url = (path: Record<string, string>, query: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, n: string) => path[n]!) + (query ? `?${query}` : '');
  const okPath = Object.fromEntries(Object.entries(pathVals).map(([k, v]) => [k, encodeURIComponent(v)]));
  const base = op.body ? ((FREE_FORM[op.path] ?? plausible(op.body)) as Record<string, unknown>) : null;
  const asJson = (payload: string) => ({ type: 'application/json', payload });
  const withBody = base
    ? asJson(JSON.stringify(base))
    : op.method === 'GET' || op.method === 'DELETE'
      ? {}
      : asJson('{}');

  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const bodyFields = base ? Object.keys(base) : [];
  const textFields = [...pathParams, ...queryParams];

  // Each field PER_FIELD values; then each value not used yet on some field, so all are used.
  const textPlan: [Param, Text][] = textFields.flatMap((p) =>
    valuesFor(TEXTS, aimOf(p.schema)).map((t): [Param, Text] => [p, t]),
  );
  if (textFields.length)
    for (const t of TEXTS.filter((t) => !textPlan.some(([, u]) => u === t)))
      textPlan.push([pick(textFields, 1)[0]!, t]);
  for (const [p, t] of textPlan) {
    const what = `${p.in} ${p.name} = ${t.label}`;
    if (p.in === 'path')
      out.push({ method: op.method, url: url({ ...okPath, [p.name]: enc(t) }, ''), ...withBody, what });
    else
      out.push({ method: op.method, url: url(okPath, `${encodeURIComponent(p.name)}=${enc(t)}`), ...withBody, what });
  }
  for (const p of queryParams) {
    out.push({
      method: op.method,
      url: url(okPath, `${p.name}=1&${p.name}=2&${p.name}=`),
      ...withBody,
      what: `query ${p.name} repeated`,
    });
    out.push({
      method: op.method,
      url: url(okPath, `${p.name}[]=1&${p.name}[a]=b`),
      ...withBody,
      what: `query ${p.name} with brackets`,
    });
  }
  // Reversed ranges (min above max) and paging past any sensible end.
  const names = new Set(queryParams.map((p) => p.name));
  for (const n of names) {
    const other = n.replace(/min/, 'max');
    if (other !== n && names.has(other))
      out.push({
        method: op.method,
        url: url(okPath, `${n}=1000000000&${other}=1`),
        ...withBody,
        what: `${n} > ${other}`,
      });
  }
  if (names.has('page')) {
    out.push({
      method: op.method,
      url: url(okPath, `page=10000${names.has('limit') ? '&limit=100' : ''}`),
      ...withBody,
      what: 'last allowed page x largest limit',
    });
    out.push({
      method: op.method,
      url: url(okPath, 'page=99999999999999999999&limit=99999999999999999999'),
      ...withBody,
      what: 'page x limit overflow',
    });
  }
  out.push({
    method: op.method,
    url: url(okPath, 'unknown=1&%00=%00&a%5B%5D=1&' + 'k=v&'.repeat(2000)),
    ...withBody,
    what: 'unknown, NUL-named and 2000 extra query params',
  });

  if (base) {
    const plan: [string, Json][] = bodyFields.flatMap((f) =>
      valuesFor(JSONS, aimOf(op.body?.properties?.[f] ?? (FREE_FORM[op.path] ? { type: 'string' } : undefined))).map(
        (v): [string, Json] => [f, v],
      ),
    );
    if (bodyFields.length)
      for (const v of JSONS.filter((v) => !plan.some(([, u]) => u === v))) plan.push([pick(bodyFields, 1)[0]!, v]);
    for (const [f, v] of plan)
      out.push({
        method: op.method,
        url: url(okPath, ''),
        ...asJson(bodyWith(base, f, v)),
        what: `body ${f} = ${v.label}`,
      });
    // Missing fields one at a time, and an extra one.
    for (const f of bodyFields) {
      const { [f]: _gone, ...rest } = base;
      out.push({ method: op.method, url: url(okPath, ''), ...asJson(JSON.stringify(rest)), what: `body without ${f}` });
    }
  }
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    for (const b of BODIES)
      out.push({
        method: op.method,
        url: url(okPath, ''),
        ...(b.type ? { type: b.type } : {}),
        payload: b.payload,
        what: `body: ${b.label}`,
      });
    const evil = {
      captions: 'a\u0000b',
      caption: '<script>alert(1)</script>',
      title: 'x\u0000'.repeat(40),
      name: '\uD800',
      email: "' OR 1=1--",
      message: LONG.slice(0, 20_000),
    };
    out.push({
      method: op.method,
      url: url(okPath, ''),
      ...multipart(evil),
      what: 'multipart: hostile fields, no file',
    });
    out.push({
      method: op.method,
      url: url(okPath, ''),
      ...multipart(evil, { name: '../../etc/passwd\u0000.jpg', bytes: Buffer.from('not an image at all') }),
      what: 'multipart: a file that is not an image',
    });
    out.push({
      method: op.method,
      url: url(okPath, ''),
      ...multipart({ captions: 'x' }, { name: 'tiny.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) }),
      what: 'multipart: a truncated JPEG',
    });
  }
  return out;
}

const FIELD_ERROR = (d: unknown) =>
  typeof d === 'object' &&
  d !== null &&
  Array.isArray((d as { loc?: unknown }).loc) &&
  (d as { loc: unknown[] }).loc.every((x) => typeof x === 'string' || typeof x === 'number') &&
  typeof (d as { msg?: unknown }).msg === 'string' &&
  typeof (d as { type?: unknown }).type === 'string';
const FORM_ERROR = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { code?: unknown }).code === 'string' &&
  typeof (e as { message?: unknown }).message === 'string' &&
  ['undefined', 'string'].includes(typeof (e as { field?: unknown }).field);

/** Why a 4xx body is not in the error envelope, or null when it is. */
function envelopeProblem(path: string, body: string, contentType: string | undefined): string | null {
  if (!String(contentType ?? '').startsWith('application/json')) return `content-type ${contentType}`;
  let j: unknown;
  try {
    j = JSON.parse(body);
  } catch {
    return 'not JSON';
  }
  const o = j as { detail?: unknown; errors?: unknown };
  // The forms API always answers in the shape the web's form client reads ({next} or {errors}).
  if (path.startsWith('/api/v1/f/'))
    return Array.isArray(o.errors) && o.errors.length > 0 && o.errors.every(FORM_ERROR) ? null : 'not {errors}';
  if (typeof o.detail === 'string' || (Array.isArray(o.detail) && o.detail.length > 0 && o.detail.every(FIELD_ERROR)))
    return null;
  return 'not {detail}';
}

const show = (s: string | Buffer | undefined, n = 200) => {
  const t = s === undefined ? '' : typeof s === 'string' ? s : s.toString('latin1');
  return JSON.stringify(t.length > n ? `${t.slice(0, n)}… (${t.length} chars)` : t);
};

describe('fuzzing every operation', () => {
  it('never answers 5xx, and answers every 4xx in the error envelope', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const perOp: string[] = [];
    const started = Date.now();
    for (const op of ops) {
      const t0 = Date.now();
      const [w, tokens] = await Promise.all([freshWorld(db, cast), freshTokens(db, cast)]);
      const pathVals = Object.fromEntries(
        op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(op.path, p.name, w)]),
      );
      const requests = requestsFor(op, pathVals);
      for (const role of ['visitor', reach(op)] as CallerRole[]) {
        // A visitor is refused non-public calls up front: a sample is enough there.
        const batch = role === 'visitor' && op.access !== 'public' ? pick(requests, 25) : requests;
        for (const r of batch) {
          sent += 1;
          const res = await app.inject({
            method: r.method as InjectOptions['method'],
            url: r.url,
            // Each from its own address, so the per-address limits do not hide what comes after them.
            remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
            headers: {
              ...(tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {}),
              ...(r.type ? { 'content-type': r.type } : {}),
            },
            ...(r.payload === undefined ? {} : { payload: r.payload }),
          });
          const tell = () =>
            `${op.method} ${op.path} as ${role}, ${r.what}: ${res.statusCode} ${show(res.body, 300)}\n    url ${show(r.url)} content-type ${r.type ?? '-'} body ${show(r.payload)}`;
          if (res.statusCode >= 500) failures.push(`5xx ${tell()}`);
          else if (res.statusCode >= 400) {
            // As the server saw it (dot segments resolved), which need not be the operation's path any more.
            const problem = envelopeProblem(
              new URL(r.url, 'http://api.test').pathname,
              res.body,
              res.headers['content-type'] as string | undefined,
            );
            if (problem) failures.push(`${problem}: ${tell()}`);
          }
        }
      }
      perOp.push(`${Date.now() - t0} ms ${op.method} ${op.path}`);
    }
    console.info(
      `fuzz: ${sent} requests over ${ops.length} operations in ${Date.now() - started} ms; slowest:\n  ${perOp
        .sort((a, b) => parseInt(b) - parseInt(a))
        .slice(0, 5)
        .join('\n  ')}`,
    );
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(failures.slice(0, 60), `${failures.length} failures`).toEqual([]);
  });

  it('gives paths outside the document (site files, unknown routes) and forged credentials the same treatment', async () => {
    const urls = [
      '/media/u/1/..%2F..%2F..%2Fetc%2Fpasswd',
      '/media/u/%00/%00',
      '/media/u/99999999999/0123456789abcdef-480.webp',
      '/media/demo/photo/%E0%A4%A',
      '/media/demo/pano/..%2f..%2fpackage.json',
      `/media/demo/photo/${'9'.repeat(300)}-living-480.webp`,
      '/sitemaps/%00.xml',
      '/sitemaps/99999999.xml',
      '/sitemaps/1e400.xml',
      '/api/v1/%',
      '/api/v1/../../etc/passwd',
      `/api/v1/${'a/'.repeat(5000)}`,
      '/api/v1/properties/%ED%A0%80',
    ];
    const failures: string[] = [];
    // Credentials that are not: huge, NUL, not base64url, a cookie without its CSRF token.
    const tokens = ['x'.repeat(10_000), '%00', 'a'.repeat(42) + '\u00e9', `${'A'.repeat(43)} extra`];
    for (const header of [
      ...tokens.map((t) => ({ authorization: `Bearer ${t}` })),
      ...tokens.map((t) => ({ cookie: `aangan_session=${encodeURIComponent(t)}` })),
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
    ]) {
      for (const [method, url] of [
        ['GET', '/api/v1/users/profile/'],
        ['POST', '/api/v1/properties/'],
        ['GET', '/api/v1/properties/'],
        ['DELETE', '/api/v1/admin/blog/posts/1'],
      ] as const) {
        const res = await app.inject({ method, url, headers: header, ...(method === 'POST' ? { payload: {} } : {}) });
        if (
          res.statusCode >= 500 ||
          (res.statusCode >= 400 && envelopeProblem(url, res.body, res.headers['content-type'] as string))
        ) {
          failures.push(
            `${method} ${url} with ${JSON.stringify(header).slice(0, 80)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await app.inject({ method, url });
        if (res.statusCode >= 500) failures.push(`5xx ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && envelopeProblem(url, res.body, res.headers['content-type'] as string))
          failures.push(`envelope ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('still answers afterwards', async () => {
    const res = await app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await app.inject('/api/v1/ready')).statusCode).toBe(200);
  });
});

describe('HTML sent through the API comes back as the same text', () => {
  const XSS = '<script>alert(1)</script><img src=x onerror=alert(1)>';
  it('in listings, profiles, visits, blog posts, pages and form submissions', async () => {
    const owner = as(app, cast.owner);
    const admin = as(app, cast.admin);
    const listing = await owner('POST', '/properties/', {
      title: XSS,
      description: `${XSS} "quotes" & 'apostrophes' </textarea>`,
      purpose: 'rent',
      property_type: 'apartment',
      monthly_rent: 25000,
      locality: `Sector 56 ${XSS}`,
      latitude: 28.42,
      longitude: 77.1,
    });
    expect(listing.statusCode, listing.body).toBe(201);
    expect(listing.headers['content-type']).toMatch(/^application\/json/);
    const id = listing.json().id as number;
    const read = (await owner('GET', `/properties/${id}`)).json();
    expect(read).toMatchObject({
      title: XSS,
      description: `${XSS} "quotes" & 'apostrophes' </textarea>`,
      locality: `Sector 56 ${XSS}`,
    });
    expect(
      (await owner('GET', '/properties/me/')).json().properties.find((p: { id: number }) => p.id === id).title,
    ).toBe(XSS);

    const profile = await as(app, cast.user)('PUT', '/users/profile/', { full_name: XSS });
    expect(profile.json().full_name).toBe(XSS);
    expect((await admin('GET', `/users/${cast.user.id}`)).json().full_name).toBe(XSS);

    const w = await freshWorld(db, cast);
    const visit = await as(app, cast.user)('PUT', `/visits/${w.visit}`, { special_requirements: XSS });
    expect(visit.json().special_requirements).toBe(XSS);

    const post = await admin('POST', '/admin/blog/posts', {
      title: XSS,
      content: `# ${XSS}\n\n[x](javascript:alert(1))`,
      excerpt: XSS,
      status: 'published',
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await as(app, null)('GET', `/blog/posts/${post.json().slug}`)).json()).toMatchObject({
      title: XSS,
      excerpt: XSS,
      content: `# ${XSS}\n\n[x](javascript:alert(1))`,
    });

    const page = await admin('PUT', '/admin/pages/fuzz-page', { title: XSS, content: XSS, summary: XSS });
    expect(page.statusCode, page.body).toBeLessThan(300);
    expect((await as(app, null)('GET', '/pages/fuzz-page/public')).json().page).toMatchObject({
      title: XSS,
      content: XSS,
      summary: XSS,
    });

    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/f/contact',
      payload: { name: XSS, email: 'asha@example.in', address: XSS, message: XSS },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = (await admin('GET', '/admin/forms?form_id=contact')).json().items as {
      payload: Record<string, unknown>;
    }[];
    expect(inbox.some((s) => s.payload.name === XSS && s.payload.message === XSS)).toBe(true);
  });
});
