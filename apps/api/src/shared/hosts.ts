// Whether a host is this machine: the one place plain http:// is allowed (config, security).
/** Hosts that may be reached over plain http (https everywhere except on this machine). */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}
