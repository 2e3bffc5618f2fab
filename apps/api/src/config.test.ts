import { describe, expect, it } from 'vitest';
import { formatConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
  });
  it('rejects a bad value with one line naming it', () => {
    let msg = '';
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      msg = formatConfigError(e);
    }
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
  });
  it('reads the reconfirmation periods, 45 and 90 days unless set, and refuses a period of zero', () => {
    expect(loadConfig({})).toMatchObject({ LISTING_RECONFIRM_DAYS_RENT: 45, LISTING_RECONFIRM_DAYS_SALE: 90 });
    expect(loadConfig({ LISTING_RECONFIRM_DAYS_RENT: '30' }).LISTING_RECONFIRM_DAYS_RENT).toBe(30);
    let msg = '';
    try {
      loadConfig({ LISTING_RECONFIRM_DAYS_SALE: '0' });
    } catch (e) {
      msg = formatConfigError(e);
    }
    expect(msg).toContain('LISTING_RECONFIRM_DAYS_SALE');
  });
  it('runs its jobs every 15 minutes unless set, refusing an interval that is not 1-1440 whole minutes', () => {
    expect(loadConfig({}).JOB_INTERVAL_MINUTES).toBe(15);
    expect(loadConfig({ JOB_INTERVAL_MINUTES: '5' }).JOB_INTERVAL_MINUTES).toBe(5);
    for (const bad of ['0', '2.5', 'often', '1441']) {
      let msg = '';
      try {
        loadConfig({ JOB_INTERVAL_MINUTES: bad });
      } catch (e) {
        msg = formatConfigError(e);
      }
      expect(msg, bad).toContain('JOB_INTERVAL_MINUTES');
    }
  });
  it('counts rate limits in Redis only when REDIS_URL is set, under the aangan: prefix unless told', () => {
    const unset = loadConfig({});
    expect(unset.REDIS_URL).toBeUndefined();
    expect(unset.REDIS_KEY_PREFIX).toBe('aangan:');
    expect(loadConfig({ REDIS_URL: 'redis://:secret@10.0.0.5:6379/2', REDIS_KEY_PREFIX: 'staging:' })).toMatchObject({
      REDIS_URL: 'redis://:secret@10.0.0.5:6379/2',
      REDIS_KEY_PREFIX: 'staging:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.in:6380' }).REDIS_URL).toBe(
      'rediss://cache.example.in:6380',
    );
    for (const [key, bad] of [
      ['REDIS_URL', 'http://127.0.0.1:6379'],
      ['REDIS_URL', '127.0.0.1:6379'],
      ['REDIS_KEY_PREFIX', 'has space'],
    ]) {
      let msg = '';
      try {
        loadConfig({ [key!]: bad });
      } catch (e) {
        msg = formatConfigError(e);
      }
      expect(msg, bad).toContain(key);
    }
  });
  it('keeps uploads in a local folder unless an S3 bucket is fully configured', () => {
    expect(loadConfig({}).MEDIA_STORE).toBe('local');
    let msg = '';
    try {
      loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'aangan-media' });
    } catch (e) {
      msg = formatConfigError(e);
    }
    expect(msg).toBe(
      'Invalid configuration: S3_ENDPOINT: is required when MEDIA_STORE=s3; S3_ACCESS_KEY_ID: is required when MEDIA_STORE=s3; ' +
        'S3_SECRET_ACCESS_KEY: is required when MEDIA_STORE=s3; MEDIA_PUBLIC_URL: is required when MEDIA_STORE=s3',
    );
    const s3 = {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      MEDIA_PUBLIC_URL: 'https://cdn.example.in',
    };
    expect(loadConfig(s3)).toMatchObject({ MEDIA_STORE: 's3', S3_REGION: 'auto' });
  });
  it('reads the tour hosts owners may link, refusing what is not a host name', () => {
    expect(loadConfig({}).TOUR_HOSTS).toBeUndefined(); // the built-in list applies
    expect(loadConfig({ TOUR_HOSTS: 'my.matterport.com=matterport, tours.example.in' }).TOUR_HOSTS).toEqual({
      'my.matterport.com': 'matterport',
      'tours.example.in': 'tours.example.in',
    });
    let msg = '';
    try {
      loadConfig({ TOUR_HOSTS: 'https://kuula.co' });
    } catch (e) {
      msg = formatConfigError(e);
    }
    expect(msg).toBe('Invalid configuration: TOUR_HOSTS: "https://kuula.co" is not a host name');
  });
  it('writes mail into <DATA_DIR>/mail unless an SMTP server is given, and refuses an SMTP URL that is not one', () => {
    expect(loadConfig({ DATA_DIR: '/srv/aangan/' })).toMatchObject({
      MAIL_DIR: '/srv/aangan/mail',
      MAIL_FROM: 'Aangan <hello@aangan.in>',
    });
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ MAIL_DIR: '/var/mail/aangan' }).MAIL_DIR).toBe('/var/mail/aangan');
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@smtp.example.in:465' }).SMTP_URL).toBe(
      'smtps://user:secret@smtp.example.in:465',
    );
    let msg = '';
    try {
      loadConfig({ SMTP_URL: 'https://smtp.example.in' });
    } catch (e) {
      msg = formatConfigError(e);
    }
    expect(msg).toBe('Invalid configuration: SMTP_URL: must be an smtp:// or smtps:// URL');
  });
  it('refuses a public address over plain http unless it is this machine', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (e) {
        return formatConfigError(e);
      }
    };
    expect(refused({ PUBLIC_URL: 'http://aangan.in' })).toBe(
      'Invalid configuration: PUBLIC_URL: must use https:// (plain http:// only for localhost, 127.0.0.1 or ::1)',
    );
    expect(refused({ PUBLIC_URL: 'ftp://aangan.in' })).toContain('PUBLIC_URL');
    for (const ok of ['https://aangan.in', 'http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(loadConfig({ PUBLIC_URL: ok }).PUBLIC_URL).toBe(ok);
    expect(refused({ MAP_TILE_URL: 'http://tiles.example.in/{z}/{x}/{y}.png' })).toContain(
      'MAP_TILE_URL: must use https://',
    );
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.in/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'https://{s}.tile.example.in/{z}/{x}/{y}.png',
    );
    const s3 = {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(refused({ ...s3, MEDIA_PUBLIC_URL: 'http://cdn.example.in' })).toContain(
      'MEDIA_PUBLIC_URL: must use https://',
    );
    expect(loadConfig({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.in' }).S3_ENDPOINT).toBe('http://minio:9000'); // server to server
  });
  it('allows CORS for no origin unless listed, and only https origins (or local ones)', () => {
    expect(loadConfig({}).CORS_ORIGINS).toBeUndefined();
    expect(loadConfig({ CORS_ORIGINS: 'https://partner.example.in, http://localhost:5173' }).CORS_ORIGINS).toEqual([
      'https://partner.example.in',
      'http://localhost:5173',
    ]);
    for (const [bad, why] of [
      ['http://partner.example.in', 'must use https://'],
      ['https://partner.example.in/app', 'is not an origin'],
      ['*', 'is not an origin'],
    ]) {
      let msg = '';
      try {
        loadConfig({ CORS_ORIGINS: bad! });
      } catch (e) {
        msg = formatConfigError(e);
      }
      expect(msg, bad).toMatch(
        new RegExp(`^Invalid configuration: CORS_ORIGINS: "${bad!.replace(/[*./]/g, '\\$&')}" ${why}`),
      );
    }
  });
  it('believes forwarded addresses from no proxy unless their addresses are given', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12, loopback, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/40', 'proxy.internal']) {
      let msg = '';
      try {
        loadConfig({ TRUST_PROXY: bad });
      } catch (e) {
        msg = formatConfigError(e);
      }
      expect(msg, bad).toContain(`TRUST_PROXY: "${bad}" is not a proxy address`);
    }
  });
  it('reads rate limits as N/window, with generous defaults', () => {
    expect(loadConfig({})).toMatchObject({
      RATE_LIMIT_LOGIN: { max: 30, windowMs: 900_000 },
      RATE_LIMIT_LOGIN_PHONE: { max: 5, windowMs: 900_000 },
      RATE_LIMIT_REGISTER: { max: 10, windowMs: 3_600_000 },
      RATE_LIMIT_FORMS: { max: 10, windowMs: 3_600_000 },
      RATE_LIMIT_UPLOADS: { max: 200, windowMs: 3_600_000 },
      RATE_LIMIT_SEARCH: { max: 120, windowMs: 60_000 },
    });
    expect(loadConfig({ RATE_LIMIT_SEARCH: '600/30s' }).RATE_LIMIT_SEARCH).toEqual({ max: 600, windowMs: 30_000 });
    expect(loadConfig({ RATE_LIMIT_UPLOADS: '50/h' }).RATE_LIMIT_UPLOADS).toEqual({ max: 50, windowMs: 3_600_000 });
    for (const bad of ['0/1m', 'lots', '10/25h', '10']) {
      let msg = '';
      try {
        loadConfig({ RATE_LIMIT_FORMS: bad });
      } catch (e) {
        msg = formatConfigError(e);
      }
      expect(msg, bad).toBe(
        `Invalid configuration: RATE_LIMIT_FORMS: "${bad}" is not a limit like 120/1m (requests per window of s, m or h, at most 24h)`,
      );
    }
  });
  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
