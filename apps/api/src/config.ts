// Configuration is read once from the environment and validated; a bad value stops the start
// with one line naming it (see formatConfigError), never a stack trace.
import { z } from 'zod';
import { RECONFIRM_DAYS } from '@aangan/contracts';

const boolish = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url().optional(),
  SEED_ON_START: boolish.default(true),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Days a live listing stays up before its owner must confirm it is still available.
  LISTING_RECONFIRM_DAYS_RENT: z.coerce.number().int().min(1).max(365).default(RECONFIRM_DAYS.rent),
  LISTING_RECONFIRM_DAYS_SALE: z.coerce.number().int().min(1).max(365).default(RECONFIRM_DAYS.sale),
  // Uploaded photos and panoramas: a local folder (MEDIA_DIR) or an S3-compatible bucket.
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_PUBLIC_URL: z.url().optional(),
  // Hosts whose 360° tours owners may link: "host=provider,host=provider" (provider defaults to the host).
  TOUR_HOSTS: z.string().min(1).transform((v, ctx) => {
    const out: Record<string, string> = {};
    for (const item of v.split(',').map((x) => x.trim()).filter(Boolean)) {
      const [host, provider] = item.split('=').map((x) => x.trim().toLowerCase());
      if (!host || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(host)) { ctx.addIssue({ code: 'custom', message: `"${item}" is not a host name` }); return z.NEVER; }
      out[host] = provider || host;
    }
    return out;
  }).optional(),
}).superRefine((c, ctx) => {
  if (c.MEDIA_STORE !== 's3') return;
  for (const k of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_URL'] as const) {
    if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when MEDIA_STORE=s3' });
  }
});

export type Config = z.infer<typeof configSchema> & { MEDIA_DIR: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.parse(cleaned);
  return { ...parsed, MEDIA_DIR: parsed.MEDIA_DIR ?? `${parsed.DATA_DIR.replace(/\/$/, '')}-media` };
}

export function formatConfigError(err: unknown): string {
  if (err instanceof z.ZodError) {
    return 'Invalid configuration: ' + err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  }
  return `Invalid configuration: ${String(err)}`;
}
