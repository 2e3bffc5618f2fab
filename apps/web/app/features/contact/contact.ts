// The contact forms' intents and answers, shared by the pages (which run in the browser too)
// and contact.server.ts (which sends them to the API).
import type { SubmissionResult } from '@conform-to/react';
export const CONTACT_INTENTS = ['reveal', 'enquiry', 'report', 'still-available'] as const;
export type ContactIntent = (typeof CONTACT_INTENTS)[number];

export interface ContactValues {
  message: string;
  want: string;
  share_phone: boolean;
  reason: string;
  details: string;
}

export interface ContactActionData {
  intent: ContactIntent;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** Revealed: the number and whose it is. */
  phone?: string;
  name?: string | null;
  /** The reveal cap was reached: the page offers an enquiry instead. */
  capped?: boolean;
  /** The enquiry's thread, to link to. */
  threadId?: number;
  values?: ContactValues;
  /** The enquiry and report forms' check (their shared schemas): field errors as tokens. */
  result?: SubmissionResult<string[]>;
}

export function isContactIntent(v: unknown): v is ContactIntent {
  return (CONTACT_INTENTS as readonly unknown[]).includes(v);
}
