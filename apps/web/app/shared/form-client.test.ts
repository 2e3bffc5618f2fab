import { describe, expect, it } from 'vitest';
import { checkForm, FORMS } from '@aangan/contracts';
import { registerHindi, translateMessage } from './i18n';
import { hiIN, hiMessages } from './i18n/hi-IN';

registerHindi({ hiIN, hiMessages });
import { formErrorText, refusal, withFieldName } from './form-client';

describe('the forms client', () => {
  it('keeps the codes of a refusal, for the page to word in its language', () => {
    const r = refusal([
      {
        field: 'name',
        code: 'TYPE_TEXT',
        message: 'Must be at least 3 characters',
        reason: 'TOO_SHORT',
        params: { min: 3 },
      },
      { field: 'email', code: 'TYPE_EMAIL', message: 'Enter a valid e-mail address', reason: 'EMAIL_INVALID' },
    ]);
    expect(r).toEqual({ ok: false, fields: { name: ['TOO_SHORT?min=3'], email: ['EMAIL_INVALID'] }, form: null });
    expect(refusal([{ code: 'BLOCKED', message: 'Too many forms sent from this network.' }])).toEqual({
      ok: false,
      fields: {},
      form: 'BLOCKED',
    });
    // A code the service does not list is UNSPECIFIED, in the page's words, never the message as sent.
    expect(refusal([{ field: 'email', code: 'X', message: 'Bad e-mail' }])).toEqual({
      ok: false,
      fields: { email: ['UNSPECIFIED'] },
      form: null,
    });
    expect(refusal([{ code: 'QUOTA_GONE', message: 'Quota exceeded' }]).form).toBe('UNSPECIFIED');
    expect(translateMessage('hi-IN', 'UNSPECIFIED')).toBe('फ़ॉर्म भेजते समय कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    // A field code of the service without a reason of ours is worded as its field code.
    expect(refusal([{ field: 'email', code: 'TYPE_EMAIL', message: '' }]).fields).toEqual({ email: ['EMAIL_INVALID'] });
    // An answer the forms API does not give (a 500's {detail}).
    expect(refusal(undefined)).toEqual({ ok: false, fields: {}, form: 'Unexpected response format' });
  });

  it("words a newsletter refusal after the field's name, in the page's language", () => {
    const r = refusal([{ field: 'email', code: 'TYPE_EMAIL', message: '', reason: 'EMAIL_INVALID' }]);
    const token = r.fields.email![0]!;
    expect(withFieldName('Email', translateMessage('en-IN', token))).toBe('Email Enter a valid e-mail address');
    const hindi = withFieldName('ईमेल', translateMessage('hi-IN', token));
    expect(hindi).toMatch(/^ईमेल /);
    expect(hindi).not.toMatch(/[A-Za-z]/);
  });

  it("words the page's own checks by their codes too", () => {
    const checked = checkForm(FORMS.contact!, { name: 'Al', email: 'al@', address: '', message: 'Hello there' });
    const errors =
      'errors' in checked ? Object.fromEntries(checked.errors.map((e) => [e.field, formErrorText(e)])) : {};
    expect(errors).toEqual({ name: 'TOO_SHORT?min=3', email: 'EMAIL_INVALID', address: 'REQUIRED' });
    expect(translateMessage('en-IN', errors.name!)).toBe('Must be at least 3 characters');
  });
});
