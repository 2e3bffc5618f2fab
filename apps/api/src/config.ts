// Configuration is read once from the environment and validated; a bad value stops the start
// with one line naming it (see formatConfigError), never a stack trace.
import { isIP } from 'node:net';
import { z } from 'zod';
import { RECONFIRM_DAYS, SITE } from '@aangan/contracts';
import type { RateLimit } from './shared/limiter.ts';
import { isLocalHost } from './shared/hosts.ts';

const boolish = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v));

const HTTPS_ONLY = 'must use https:// (plain http:// only for localhost, 127.0.0.1 or ::1)';
/** An http(s) URL that browsers load: https unless it points at this machine. */
const publicUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).refine((v) => {
  const u = new URL(v);
  return u.protocol === 'https:' || isLocalHost(u.hostname);
}, HTTPS_ONLY);

/** "N/window": at most N requests per window of seconds (s), minutes (m) or hours (h), e.g. 120/1m. */
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v, ctx): RateLimit => {
      const m = /^\s*(\d{1,7})\s*\/\s*(\d{0,5})\s*([smh])\s*$/.exec(v);
      const max = Number(m?.[1]);
      const windowMs = Number(m?.[2] || 1) * UNIT_MS[(m?.[3] ?? 's') as keyof typeof UNIT_MS];
      if (!m || max < 1 || windowMs < 1000 || windowMs > 24 * UNIT_MS.h) {
        ctx.addIssue({
          code: 'custom',
          message: `"${v}" is not a limit like 120/1m (requests per window of s, m or h, at most 24h)`,
        });
        return z.NEVER;
      }
      return { max, windowMs };
    });

/** proxy-addr keywords Fastify understands, besides addresses and CIDR ranges. */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    MEDIA_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: publicUrl.optional(),
    SEED_ON_START: boolish.default(true),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    // Days a live listing stays up before its owner must confirm it is still available.
    LISTING_RECONFIRM_DAYS_RENT: z.coerce.number().int().min(1).max(365).default(RECONFIRM_DAYS.rent),
    LISTING_RECONFIRM_DAYS_SALE: z.coerce.number().int().min(1).max(365).default(RECONFIRM_DAYS.sale),
    // How often the server's own jobs run (listing expiry, 'about to expire' records, data retention), in minutes.
    JOB_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    // How often e-mail and SMS leave the outbox, in seconds (someone waits for an SMS code on the page).
    MAIL_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    SMS_EVERY_SECONDS: z.coerce.number().int().min(1).max(60).default(3),
    // Saved searches: how often listings that went live are matched and due alerts written, in
    // seconds (instant alerts within 5 minutes), and alert e-mails one address gets in 24 hours.
    ALERTS_EVERY_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
    ALERT_EMAILS_PER_DAY: z.coerce.number().int().min(1).max(100).default(10),
    // Contact by consent: numbers a seeker may reveal per day and per 30 days (distinct listings),
    // enquiries a seeker may send per day, and how many accounts' open reports pause a listing.
    CONTACT_REVEALS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
    CONTACT_REVEALS_PER_30_DAYS: z.coerce.number().int().min(1).max(10000).default(40),
    ENQUIRIES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
    REPORTS_TO_PAUSE: z.coerce.number().int().min(1).max(100).default(3),
    // Days an account must exist before its reports count towards pausing (an upheld report also
    // gives standing), and the advertisers one account may report "already rented/sold" per day.
    REPORTER_MIN_AGE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    UNAVAILABLE_REPORTS_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
    // Listings of one advertiser with fresh reports (a day) that make a burst: the team decides, nothing pauses.
    REPORT_BURST_LISTINGS: z.coerce.number().int().min(2).max(1000).default(3),
    // Uploaded photos and panoramas: a local folder (MEDIA_DIR) or an S3-compatible bucket.
    MEDIA_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('auto'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    MEDIA_PUBLIC_URL: publicUrl.optional(),
    // E-mail: sent through this SMTP server when set (smtps://user:pass@host:465), otherwise written
    // as one .eml file per message into MAIL_DIR (default <DATA_DIR>/mail) for a person to read.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
      .pipe(z.url('must be an smtp:// or smtps:// URL'))
      .optional(),
    MAIL_DIR: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).default(`${SITE.name} <${SITE.email}>`),
    // SMS (one-time codes): posted to this HTTP provider when set, otherwise written as one .json
    // file per message into SMS_DIR (default <DATA_DIR>/sms) for development and tests.
    SMS_PROVIDER_URL: publicUrl.optional(),
    SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
    SMS_SENDER: z
      .string()
      .regex(/^[A-Z0-9]{3,11}$/, 'must be 3-11 capital letters or digits (a registered sender id)')
      .default('AANGAN'),
    SMS_DIR: z.string().min(1).optional(),
    // Hosts whose 360° tours owners may link: "host=provider,host=provider" (provider defaults to the host).
    TOUR_HOSTS: z
      .string()
      .min(1)
      .transform((v, ctx) => {
        const out: Record<string, string> = {};
        for (const item of v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)) {
          const [host, provider] = item.split('=').map((x) => x.trim().toLowerCase());
          if (!host || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(host)) {
            ctx.addIssue({ code: 'custom', message: `"${item}" is not a host name` });
            return z.NEVER;
          }
          out[host] = provider || host;
        }
        return out;
      })
      .optional(),
    // Map tiles ({z}/{x}/{y} template); read by the web app too. The page CSP allows its origin.
    MAP_TILE_URL: z
      .string()
      .min(1)
      .transform((v, ctx) => {
        let u: URL;
        try {
          u = new URL(v.replace(/\{[a-z]+\}/gi, 'x'));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a URL like https://tile.example/{z}/{x}/{y}.png' });
          return z.NEVER;
        }
        if (u.protocol !== 'https:' && !(u.protocol === 'http:' && isLocalHost(u.hostname))) {
          ctx.addIssue({ code: 'custom', message: HTTPS_ONLY });
          return z.NEVER;
        }
        return v;
      })
      .optional(),
    // Other sites whose images pages may show (blog covers hosted elsewhere): https origins, comma-separated.
    CSP_IMG_ORIGINS: z
      .string()
      .transform((v, ctx) => originList(v, ctx))
      .optional(),
    // Sites allowed to call the API from a browser with credentials (CORS); none by default.
    CORS_ORIGINS: z
      .string()
      .transform((v, ctx) => originList(v, ctx))
      .optional(),
    // The reverse proxies in front of the server (addresses, CIDR ranges, or loopback / linklocal /
    // uniquelocal): only from them are X-Forwarded-For / -Proto / -Host believed. None by default.
    TRUST_PROXY: z
      .string()
      .transform((v, ctx): string[] | false => {
        if (['false', '0', 'no', 'none'].includes(v.trim().toLowerCase())) return false;
        const items = v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        for (const item of items) {
          const [addr, bits, extra] = item.split('/');
          const family = isIP(addr ?? '');
          const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
          if (!(PROXY_KEYWORDS.has(item) || (family !== 0 && okBits && extra === undefined))) {
            ctx.addIssue({
              code: 'custom',
              message: `"${item}" is not a proxy address, CIDR range or one of loopback, linklocal, uniquelocal (a hop count or "true" would let any client forge its address)`,
            });
            return z.NEVER;
          }
        }
        return items.length ? items : false;
      })
      .default(false),
    // Redis, shared by the instances of the server (rate limits count there); without it each
    // process counts alone, which is right for one process. The prefix goes before every key.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]*$/, 'must be a redis:// or rediss:// URL')
      .pipe(z.url('must be a redis:// or rediss:// URL'))
      .optional(),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or _ : . -')
      .default('aangan:'),
    // Rate limits, "N/window" (see README): failed logins per address and per phone, sign-ups per
    // address, each form per address, photo and panorama uploads per account, searches per address.
    RATE_LIMIT_LOGIN: rateLimit('30/15m'),
    RATE_LIMIT_LOGIN_PHONE: rateLimit('5/15m'),
    // Failed logins per number from every address together: past it only a device that signed in
    // to the account before gets in (with the right password), so nobody can lock an owner out.
    RATE_LIMIT_LOGIN_PHONE_ALL: rateLimit('30/1h'),
    RATE_LIMIT_REGISTER: rateLimit('10/1h'),
    RATE_LIMIT_FORMS: rateLimit('10/1h'),
    RATE_LIMIT_UPLOADS: rateLimit('200/1h'),
    RATE_LIMIT_SEARCH: rateLimit('120/1m'),
    // Password reset links asked for, per address and per mobile number (each may send an e-mail).
    RATE_LIMIT_PASSWORD_RESET: rateLimit('20/1h'),
    RATE_LIMIT_PASSWORD_RESET_PHONE: rateLimit('5/1h'),
    // Reset e-mails per number from everywhere in a day; past it the answer is the same, no e-mail goes.
    RATE_LIMIT_PASSWORD_RESET_PHONE_ALL: rateLimit('20/24h'),
    // One-time codes sent by SMS, whatever they are for: per address; per mobile number from one
    // address range (a /24 of IPv4, a /64 of IPv6: what one party holds) and from everywhere; per range.
    RATE_LIMIT_CODES: rateLimit('10/1h'),
    RATE_LIMIT_CODES_PHONE: rateLimit('5/1h'),
    RATE_LIMIT_CODES_PHONE_ALL: rateLimit('10/1h'),
    RATE_LIMIT_CODES_RANGE: rateLimit('30/1h'),
    // Contact numbers revealed from one address range (each verified number has its own cap too).
    RATE_LIMIT_REVEALS_RANGE: rateLimit('100/24h'),
    // Reports filed per account and per address range.
    RATE_LIMIT_REPORTS: rateLimit('10/24h'),
    RATE_LIMIT_REPORTS_RANGE: rateLimit('30/24h'),
  })
  .superRefine((c, ctx) => {
    if (c.MEDIA_STORE !== 's3') return;
    for (const k of [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'MEDIA_PUBLIC_URL',
    ] as const) {
      if (!c[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'is required when MEDIA_STORE=s3' });
    }
  });

/** Comma-separated web origins (scheme://host[:port], https unless local), normalised. */
function originList(v: string, ctx: z.RefinementCtx): string[] {
  const out: string[] = [];
  for (const item of v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    let u: URL | null = null;
    try {
      u = new URL(item);
    } catch {
      /* reported below */
    }
    if (!u || !/^https?:$/.test(u.protocol) || u.origin !== item.replace(/\/$/, '').toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://app.example.in` });
      return z.NEVER;
    }
    if (u.protocol !== 'https:' && !isLocalHost(u.hostname)) {
      ctx.addIssue({ code: 'custom', message: `"${item}" ${HTTPS_ONLY}` });
      return z.NEVER;
    }
    out.push(u.origin);
  }
  return out;
}

export type Config = z.infer<typeof configSchema> & { MEDIA_DIR: string; MAIL_DIR: string; SMS_DIR: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.parse(cleaned);
  const dataDir = parsed.DATA_DIR.replace(/\/$/, '');
  return {
    ...parsed,
    MEDIA_DIR: parsed.MEDIA_DIR ?? `${dataDir}-media`,
    MAIL_DIR: parsed.MAIL_DIR ?? `${dataDir}/mail`,
    SMS_DIR: parsed.SMS_DIR ?? `${dataDir}/sms`,
  };
}

export function formatConfigError(err: unknown): string {
  if (err instanceof z.ZodError) {
    return 'Invalid configuration: ' + err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  }
  return `Invalid configuration: ${String(err)}`;
}
