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
  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
