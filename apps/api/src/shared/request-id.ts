import { randomUUID } from 'node:crypto';

// A caller-supplied X-Request-Id is kept when it looks sane, so a request can be followed
// across a proxy; otherwise a fresh one. It is logged with every line and echoed back.
export function genReqId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}
