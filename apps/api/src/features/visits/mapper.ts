// A visit as the API answers it, to the visitor (routes.ts) and to the staff (agents/routes.ts).
import type { Visit } from '@aangan/contracts';
import { pickVariant } from '../listings/index.ts';
import { iso } from '../../shared/dates.ts';
import type { VisitRow } from './repository.ts';

export function toVisit(r: VisitRow): Visit {
  return {
    id: r.id,
    property_id: r.property_id,
    property: r.property && {
      id: r.property.id,
      title: r.property.title,
      locality: r.property.locality,
      city: r.property.city,
      purpose: r.property.purpose as NonNullable<Visit['property']>['purpose'],
      main_image_url: pickVariant(r.property.main_image, 480),
    },
    scheduled_date: iso(r.scheduled_date),
    status: r.status,
    special_requirements: r.special_requirements,
    cancel_reason: r.cancel_reason,
    agent: r.agent,
    history: r.history.map((e) => ({ ...e, scheduled_date: e.scheduled_date && iso(e.scheduled_date), at: iso(e.at) })),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}
