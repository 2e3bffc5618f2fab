import { describe, expect, it } from 'vitest';
import { emiFormSchema } from './emi.ts';
import { indiaLocalInstant, visitFormSchema } from './engagement.ts';
import { checkForm, contactFormSchema, FORMS, ownerOnboardingFormSchema } from './forms.ts';

describe('form schemas', () => {
  it('are the rules the forms API checks with: one issue per refused field, its field code', () => {
    const sent = { name: 'Al', email: 'al@', address: '  ', message: 'Hello there', extra: 'x' };
    const parsed = contactFormSchema.safeParse(sent);
    expect(parsed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'TOO_SHORT'],
      ['email', 'EMAIL_INVALID'],
      ['address', 'REQUIRED'],
    ]);
    expect(checkForm(FORMS.contact!, sent)).toEqual({
      errors: [
        {
          field: 'name',
          code: 'TYPE_TEXT',
          message: 'Must be at least 3 characters',
          reason: 'TOO_SHORT',
          params: { min: 3 },
        },
        { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
        { field: 'address', code: 'REQUIRED_FIELD_EMPTY', message: 'This field is required', reason: 'REQUIRED' },
      ],
    });
  });

  it('keep only the form’s own fields, trimmed, phones as +91 numbers and ticked boxes as true', () => {
    const sent = {
      full_name: ' Kavita Yadav ',
      phone: '98100 12345',
      email: 'kavita@example.in',
      address: 'Tower B\u0000, Sector 82',
      message: '',
      terms_agreement: 'true',
      _gotcha: '',
    };
    const values = {
      full_name: 'Kavita Yadav',
      phone: '+919810012345',
      email: 'kavita@example.in',
      address: 'Tower B, Sector 82',
      terms_agreement: true,
    };
    expect(ownerOnboardingFormSchema.parse(sent)).toEqual(values);
    expect(checkForm(FORMS['owner-onboarding']!, sent)).toEqual({ values });
    expect(checkForm(FORMS['owner-onboarding']!, { ...sent, terms_agreement: undefined })).toMatchObject({
      errors: [{ field: 'terms_agreement', code: 'REQUIRED_FIELD_MISSING', reason: 'TERMS_REQUIRED' }],
    });
  });

  it('name a form’s rule across fields unless the field is already refused', () => {
    const deletion = FORMS['deletion-request']!;
    const asked = { user_email: 'a@b.in', deletion_reason: 'privacy', request_type: 'specific', message: '' };
    expect(checkForm(deletion, asked)).toMatchObject({
      errors: [{ field: 'message', code: 'REQUIRED_FIELD_EMPTY', reason: 'DELETION_DATA_REQUIRED' }],
    });
    expect(checkForm(deletion, { ...asked, deletion_reason: 'bored' })).toMatchObject({
      errors: [
        { field: 'deletion_reason', reason: 'NOT_ONE_OF', params: { options: expect.stringContaining('privacy') } },
        { field: 'message', reason: 'DELETION_DATA_REQUIRED' },
      ],
    });
  });

  it('check the EMI calculator’s inputs within their limits', () => {
    expect(emiFormSchema.safeParse({ amount: 2_500_000, rate: 8.5, years: 10 }).success).toBe(true);
    const wrong = emiFormSchema.safeParse({ amount: 50, rate: 25, years: 2.5 });
    expect(wrong.error?.issues.map((i) => [i.path[0], i.code])).toEqual([
      ['amount', 'too_small'],
      ['rate', 'too_big'],
      ['years', 'invalid_type'],
    ]);
  });

  it('read a visit’s date and time in India’s time', () => {
    expect(indiaLocalInstant('2030-01-15T11:00')).toBe('2030-01-15T11:00:00+05:30');
    expect(visitFormSchema.parse({ scheduled_date: '2030-01-15T11:00' })).toEqual({
      scheduled_date: '2030-01-15T11:00:00+05:30',
    });
    expect(visitFormSchema.safeParse({}).error?.issues[0]?.message).toBe('VISIT_DATE_REQUIRED');
  });
});
