import { describe, expect, it } from 'vitest';
import { addressRange } from './address-range.ts';

describe('addressRange', () => {
  it('puts the addresses of one /24 together and keeps the next /24 apart', () => {
    expect(addressRange('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressRange('203.0.113.250')).toBe(addressRange('203.0.113.7'));
    expect(addressRange('203.0.114.7')).not.toBe(addressRange('203.0.113.7'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressRange('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('puts the addresses of one /64 together, however they are written', () => {
    expect(addressRange('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressRange('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressRange('2001:db8:1:3::1')).not.toBe('2001:db8:1:2::/64');
  });
});
