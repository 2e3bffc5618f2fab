// The block of addresses one party usually holds: a /24 of IPv4 (an office, a small host, a
// cloud subnet) and a /64 of IPv6 (what a provider gives one line). Limits keyed by it make a
// hundred addresses from one block count as one client, where limits per exact address do not.
import ipaddr from 'ipaddr.js';

/** The /24 (IPv4, also an IPv4-mapped IPv6 address) or /64 (IPv6) that holds `ip`, as a key. */
export function addressRange(ip: string): string {
  if (!ipaddr.isValid(ip)) return `other:${ip}`;
  let a = ipaddr.parse(ip);
  if (a.kind() === 'ipv6' && (a as ipaddr.IPv6).isIPv4MappedAddress()) a = (a as ipaddr.IPv6).toIPv4Address();
  if (a.kind() === 'ipv4') return `${(a as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  const parts = (a as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
