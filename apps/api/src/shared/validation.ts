// The zod validator of fastify-type-provider-zod, behind one rule every schema would otherwise
// have to repeat: text must be something PostgreSQL can store. A NUL character fails any text or
// jsonb parameter ("invalid byte sequence for encoding UTF8: 0x00"), and a lone UTF-16 surrogate
// fails jsonb (JSON.stringify writes it as \ud800, which PostgreSQL refuses): both were 500s.
// Nobody types either, so anywhere in a path, query or body (keys included) they are a 422
// naming the field, before the route's own schema runs.
//
// Every issue of the route's schema is answered with its field code (fieldCodeErrorMap): rules
// that name a code keep theirs, the others get the code of what zod found (REQUIRED, TOO_LONG…).
import type { FastifySchemaCompiler } from 'fastify';
import type { validatorCompiler } from 'fastify-type-provider-zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { fieldCodeErrorMap, fieldErrorEntry } from '@aangan/contracts';
import { invalid, issueDetail } from './errors.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** Where in a value a string (or key) holds a character that cannot be stored, or null. */
export function unstorableAt(value: unknown): (string | number)[] | null {
  // Iterative: a body may nest thousands of levels deep.
  const stack: [unknown, (string | number)[]][] = [[value, []]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return path;
      continue;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => stack.push([x, [...path, i]]));
      continue;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (unstorable(k)) return [...path, k.replaceAll('\u0000', '?').replace(/[\uD800-\uDFFF]/g, '?')];
        stack.push([x, [...path, k]]);
      }
    }
  }
  return null;
}

const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

export const storableTextValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (
  route,
) => {
  const schema = route.schema as $ZodType;
  const where = PART[route.httpPart ?? 'body'] ?? 'body';
  return (data: unknown) => {
    const at = where === 'header' ? null : unstorableAt(data);
    if (at) {
      const name = at.filter((p) => typeof p === 'string').at(-1) ?? where;
      return { error: invalid([fieldErrorEntry([where, ...at], 'CHARACTER_NOT_ALLOWED', { name })]) };
    }
    const result = safeParse(schema, data, { error: fieldCodeErrorMap });
    if (result.success) return { value: result.data };
    return { error: invalid(result.error.issues.map((i) => issueDetail(where, i.path, i))) };
  };
};
