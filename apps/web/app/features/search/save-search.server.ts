// "Save this search" on the search page: the search's filters as its API query, a name and how
// often alerts come, sent on the person's behalf. A refusal keeps what was typed.
import { data, type RouterContextProvider } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@aangan/contracts';
import { serverApi } from '../../shared/api.server';
import { result } from '../../shared/api-result';
import { fieldErrorLists, signedOutOn401 } from '../../shared/session.server';
import type { SaveAnswer } from './SaveSearch';

const frequencyOf = (v: FormDataEntryValue | null): AlertFrequency =>
  (ALERT_FREQUENCIES as readonly string[]).includes(String(v)) ? (String(v) as AlertFrequency) : 'daily';

export async function saveSearchAction(context: Readonly<RouterContextProvider>, request: Request) {
  const form = await request.formData();
  const name = String(form.get('name') ?? '').slice(0, 200);
  const frequency = frequencyOf(form.get('frequency'));
  const api = serverApi(context, { csrf: String(form.get('csrf') ?? '') });
  const r = result(
    await api.POST('/api/v1/saved-searches', { body: { name, query: String(form.get('query') ?? ''), frequency } }),
    'Failed to save the search',
  );
  signedOutOn401(request, r.status);
  if (r.ok) return data<SaveAnswer>({ ok: true, name: r.data?.name ?? name, frequency, message: '' });
  const nameError = fieldErrorLists(r.error).name?.[0];
  return data<SaveAnswer>({ ok: false, name, frequency, message: r.message, nameError }, { status: r.status });
}
