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
    try { loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg.split('\n')).toHaveLength(1);
    expect(msg).toContain('PORT');
    expect(msg).toContain('DATABASE_URL');
  });
  it('reads the reconfirmation periods, 45 and 90 days unless set, and refuses a period of zero', () => {
    expect(loadConfig({})).toMatchObject({ LISTING_RECONFIRM_DAYS_RENT: 45, LISTING_RECONFIRM_DAYS_SALE: 90 });
    expect(loadConfig({ LISTING_RECONFIRM_DAYS_RENT: '30' }).LISTING_RECONFIRM_DAYS_RENT).toBe(30);
    let msg = '';
    try { loadConfig({ LISTING_RECONFIRM_DAYS_SALE: '0' }); } catch (e) { msg = formatConfigError(e); }
    expect(msg).toContain('LISTING_RECONFIRM_DAYS_SALE');
  });
  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
