import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiErrorToken,
  apiFieldErrorTokens,
  ERROR_CODES,
  ERRORS,
  errorEnglish,
  errorToken,
  fieldCodeErrorMap,
  fieldErrorFromIssue,
  readApiError,
  readErrorToken,
} from './errors.ts';
import { loginSchema, registerSchema } from './account.ts';
import { enquiryCreateSchema } from './contact.ts';

const codesOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value, { error: fieldCodeErrorMap });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), fieldErrorFromIssue(i)]);
};

describe('error codes', () => {
  it('give every answer a client or server status and an English text', () => {
    for (const code of ERROR_CODES) {
      expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].text.length, code).toBeGreaterThan(0);
    }
  });

  it('fill the parameters into the English text', () => {
    expect(errorEnglish('TOO_SHORT', { min: 3 })).toBe('Must be at least 3 characters');
    expect(errorEnglish('VISIT_CLASH', { when: '1 Dec, 11:00' })).toBe(
      'You already have a visit to this property on 1 Dec, 11:00. Reschedule that visit instead.',
    );
  });

  it('turn zod issues into field codes with their parameters', () => {
    const s = z.object({
      name: z.string().min(3).max(5),
      age: z.number().int().min(18).max(99),
      email: z.email(),
      kind: z.enum(['a', 'b']),
      tags: z.array(z.string()).max(1),
    });
    expect(codesOf(s, { name: 'ab', age: 1.5, email: 'x', kind: 'c', tags: ['a', 'b'] })).toEqual([
      ['name', { code: 'TOO_SHORT', params: { min: 3 } }],
      ['age', { code: 'NOT_WHOLE' }],
      ['email', { code: 'EMAIL_INVALID' }],
      ['kind', { code: 'NOT_ONE_OF', params: { options: 'a, b' } }],
      ['tags', { code: 'TOO_MANY', params: { max: 1 } }],
    ]);
    expect(codesOf(s, {}).slice(0, 2)).toEqual([
      ['name', { code: 'REQUIRED' }],
      ['age', { code: 'REQUIRED' }],
    ]);
    expect(codesOf(s, { name: 'abcdef', age: 100, email: 'a@b.in', kind: 'a', tags: [] })).toEqual([
      ['name', { code: 'TOO_LONG', params: { max: 5 } }],
      ['age', { code: 'TOO_BIG', params: { max: 99 } }],
    ]);
  });

  it('keep the codes the shared rules name, with theirs parameters', () => {
    expect(codesOf(registerSchema, { phone: '12345', full_name: 'Al', email: 'x@y', password: 'abc' })).toEqual([
      ['phone', { code: 'PHONE_START' }],
      ['full_name', { code: 'TOO_SHORT', params: { min: 3 } }],
      ['email', { code: 'EMAIL_INVALID' }],
      ['password', { code: 'PASSWORD_SHORT', params: { min: 6 } }],
    ]);
    expect(codesOf(loginSchema, { phone: '98123', password: '' })).toEqual([
      ['phone', { code: 'PHONE_LENGTH' }],
      ['password', { code: 'REQUIRED' }],
    ]);
    expect(codesOf(enquiryCreateSchema, { message: 'hi', want: 'nope' })).toEqual([
      ['message', { code: 'MESSAGE_LENGTH', params: { min: 10, max: 1000 } }],
      ['want', { code: 'WANT_REQUIRED' }],
    ]);
  });

  it('read an answer back as tokens a page can word in its language', () => {
    const taken = {
      code: 'PHONE_TAKEN',
      detail: [{ loc: ['body', 'phone'], msg: ERRORS.PHONE_TAKEN.text, type: 'value_error', code: 'PHONE_TAKEN' }],
    };
    expect(readApiError(taken)?.code).toBe('PHONE_TAKEN');
    expect(apiFieldErrorTokens(taken)).toEqual({ phone: 'PHONE_TAKEN' });
    const invalid = {
      code: 'VALIDATION',
      detail: [{ loc: ['body', 'password'], msg: 'x', type: 'too_small', code: 'TOO_SHORT', params: { min: 6 } }],
    };
    expect(apiErrorToken(invalid, 'fallback')).toBe('TOO_SHORT?min=6');
    expect(apiErrorToken({ detail: 'an old answer without a code' }, 'fallback')).toBe('fallback');
    expect(readErrorToken('TOO_SHORT?min=6')).toEqual({ code: 'TOO_SHORT', params: { min: '6' } });
    expect(readErrorToken(errorToken({ code: 'VISIT_CLASH', params: { when: '1 Dec, 11:00 & after' } }))).toEqual({
      code: 'VISIT_CLASH',
      params: { when: '1 Dec, 11:00 & after' },
    });
    expect(readErrorToken('Message sent')).toBeNull();
    expect(readErrorToken('NOT_A_CODE')).toBeNull();
  });
});
