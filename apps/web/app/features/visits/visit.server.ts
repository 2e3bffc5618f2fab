// The visit form of a listing's page: checked with the same schema as in the browser, then sent
// to the API on the signed-in visitor's behalf. A refusal answers with what was typed and the
// API's field errors by field.
import { data, type RouterContextProvider } from 'react-router';
import type { VisitActionData } from './VisitForm';
import { VISIT_MESSAGES, visitFormSchema } from '@aangan/contracts';
import { serverApi } from '../../shared/api.server';
import { result } from '../../shared/api-result';
import { parseForm } from '../../shared/form';
import { fieldErrorLists, loginRedirect } from '../../shared/session.server';

export async function visitAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  form: FormData,
  propertyId: number,
) {
  const submission = parseForm(form, visitFormSchema);
  if (submission.status !== 'success')
    return data<VisitActionData>({ ok: false, message: '', result: submission.reply() }, { status: 422 });
  const { scheduled_date, special_requirements } = submission.value;
  const r = result(
    await serverApi(context, { csrf: String(form.get('csrf') ?? '') }).POST('/api/v1/visits', {
      body: { property_id: propertyId, scheduled_date, special_requirements: special_requirements || null },
    }),
    'Failed to schedule visit',
  );
  if (r.status === 401) throw loginRedirect(request);
  if (!r.ok) {
    const reply = submission.reply({ fieldErrors: fieldErrorLists(r.error) });
    return data<VisitActionData>({ ok: false, message: r.message, result: reply }, { status: r.status });
  }
  return { ok: true, message: VISIT_MESSAGES.scheduled } satisfies VisitActionData;
}
