import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignedAgentSchema,
  errorSchema,
  locationUpdateSchema,
  normaliseIndianMobile,
  preferencesSchema,
  profileUpdateSchema,
  userSchema,
} from '@aangan/contracts';
import { HttpError, fieldError, errorAnswers } from '../../../shared/errors.ts';
import { requireUser } from '../../../shared/auth.ts';
import { TakenError, type UserRepository, type ProfileChanges } from './repository.ts';
import { access } from '../../../shared/access.ts';

const denied = errorAnswers(401, 422);

/** The signed-in user's own account. Nobody reads or changes another's here (the back office's calls are in admin-routes.ts). */
export function userRoutes(users: UserRepository): FastifyPluginAsyncZod {
  return async (app) => {
    const mine = { config: access('signed-in') };
    app.get('/users/profile', { ...mine, schema: profileSchema }, (req) => myProfile(users, req));
    app.put('/users/profile', { ...mine, schema: profileUpdate }, (req) => changeProfile(users, req));
    app.put('/users/preferences', { ...mine, schema: preferencesUpdate }, (req) =>
      users.setPreferences(requireUser(req).userId, req.body),
    );
    app.put('/users/location', { ...mine, schema: locationUpdate }, (req) =>
      users.setLocation(requireUser(req).userId, req.body.latitude, req.body.longitude),
    );
    app.get('/agents/assigned', { ...mine, schema: assignedAgent }, async (req) => ({
      agent: await users.assignedAgent(requireUser(req).userId),
    }));
  };
}

const profileSchema = { tags: ['users'], summary: 'My profile', response: { 200: userSchema, ...denied } };

async function myProfile(users: UserRepository, req: FastifyRequest) {
  const me = requireUser(req);
  const user = await users.get(me.userId);
  if (!user) throw new HttpError('UNAUTHENTICATED');
  return user;
}

const profileUpdate = {
  tags: ['users'],
  summary: 'Change my profile (only the fields sent)',
  body: profileUpdateSchema,
  response: { 200: userSchema, 409: errorSchema, ...denied },
};

async function changeProfile(
  users: UserRepository,
  req: FastifyRequest & { body: z.output<typeof profileUpdateSchema> },
) {
  const me = requireUser(req);
  const changes = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined)) as ProfileChanges;
  // The phone is the sign-in name and must be proved: a new one goes through POST /me/phone (a
  // code sent to it). The form sends the number it shows, which changes nothing.
  if (changes.phone) {
    const phone = normaliseIndianMobile(changes.phone) ?? `+${changes.phone.replace(/^\+/, '')}`;
    if (phone !== (await users.get(me.userId))?.phone) throw fieldError(['body', 'phone'], 'PHONE_CHANGE_NEEDS_CODE');
    delete changes.phone;
  }
  if (changes.email && (await users.emailTaken(changes.email, me.userId))) {
    throw fieldError(['body', 'email'], 'EMAIL_TAKEN');
  }
  try {
    return await users.updateProfile(me.userId, changes);
  } catch (err) {
    if (err instanceof TakenError) {
      throw fieldError(['body', err.field], err.field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
    }
    throw err;
  }
}

const preferencesUpdate = {
  tags: ['users'],
  summary: 'Replace my search preferences (used by recommendations)',
  body: preferencesSchema,
  response: { 200: userSchema, ...denied },
};

const locationUpdate = {
  tags: ['users'],
  summary: 'Save my location',
  body: locationUpdateSchema,
  response: { 200: userSchema, ...denied },
};

const assignedAgent = {
  tags: ['users'],
  summary: 'The agent assigned to me, if any',
  response: { 200: assignedAgentSchema, ...denied },
};
