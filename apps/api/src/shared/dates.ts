// Instants as the API writes them: ISO 8601 text in UTC. Every feature answers dates this way.
/** A timestamp as ISO text (null stays null). */
export function iso(v: Date | string): string;
export function iso(v: Date | string | null): string | null;
export function iso(v: Date | string | null): string | null {
  return v === null ? null : new Date(v).toISOString();
}

/** A past instant as ISO text: one recorded ahead of this clock (another server's) reads as now. */
export function isoPast(v: Date | string | null, now = Date.now()): string | null {
  return v === null ? null : new Date(Math.min(new Date(v).getTime(), now)).toISOString();
}
