import { codeRequestSchema, profileFormSchema } from '@aangan/contracts';

// The account page's forms about the number it signs in with, checked alike in the browser and
// in the action (account-actions.server.ts).

/** The profile's form leaves the number out: a new one is proved with a code first. */
export const profileEditSchema = profileFormSchema.omit({ phone: true });

/** "Change number" (or "Verify this number"): the number a code goes to. */
export const phoneNumberFormSchema = codeRequestSchema.omit({ locale: true });
