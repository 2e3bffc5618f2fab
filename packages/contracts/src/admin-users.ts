// Back office: accounts managed by an admin (the /users calls) and the agent's desk.
import { z } from 'zod';
import { ROLES } from './constants.ts';
import { agentSchema, profileUpdateSchema, registerSchema, userSchema } from './account.ts';
import { indiaLocalDateTime, indianMobile } from './field-rules.ts';
import { visitRescheduleSchema, visitSchema } from './engagement.ts';

const role = z.enum(ROLES);

export const adminUserSchema = userSchema.extend({
  is_blocked: z.boolean(),
  /** When a deletion request erased the account (the row stays, empty). */
  deleted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserDetailSchema = adminUserSchema.extend({
  counts: z.object({ listings: z.number(), visits: z.number() }),
  agent: agentSchema.nullable(),
});
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});

/** An admin creates an account for someone (an agent, another admin, a user who phoned in). */
export const adminUserCreateSchema = registerSchema.extend({ role: role.default('user') });

/** Only what is sent changes. agent_id null unassigns. */
export const adminUserUpdateSchema = profileUpdateSchema.extend({
  phone: indianMobile.optional(),
  role: role.optional(),
  is_blocked: z.boolean().optional(),
  agent_id: z.number().int().min(1).max(2147483647).nullable().optional(),
});

/** The back office's role form on a person's page. */
export const adminRoleFormSchema = z.object({ role });
/** The back office's agent form on a person's page: an agent's id, or none (which unassigns). */
export const adminAgentFormSchema = z.object({ agent_id: adminUserUpdateSchema.shape.agent_id });

/** Someone assigned to an agent, as the agent sees them. */
export const agentClientSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  locality: z.string().nullable(),
  city: z.string().nullable(),
  preferences: userSchema.shape.preferences,
  upcoming_visits: z.array(visitSchema),
});
export const agentClientListSchema = z.object({ users: z.array(agentClientSchema), total: z.number() });

export const visitorSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export const agentVisitSchema = visitSchema.extend({ visitor: visitorSchema });
export const agentVisitListSchema = z.object({
  visits: z.array(agentVisitSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  total_pages: z.number(),
});

const note = z.string().trim().max(500).nullable().optional();
export const agentVisitNoteSchema = z.object({ note });
export const agentRescheduleSchema = z.object({
  scheduled_date: visitRescheduleSchema.shape.scheduled_date,
  // The visitor is told why their visit moved.
  reason: z.string().trim().min(3).max(500),
});
/** The agent desk's form to move a visit: the new time as typed in India, and why. */
export const agentRescheduleFormSchema = z.object({
  scheduled_date: indiaLocalDateTime,
  reason: agentRescheduleSchema.shape.reason,
});
