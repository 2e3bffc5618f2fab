// Device tokens (OWASP's "device cookies"): after a right password the client is given a token
// naming the account, signed with the server's link secret, and sends it back with later logins.
// It proves only that this device signed in to this account before, which is what lets the
// right password in while failures from elsewhere have locked the number (routes.ts). No
// row is stored; a token is worthless for any other account.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', secret).update(`device\n${userId}\n${nonce}`).digest('base64url');

export function createDeviceTokens(secret: () => Promise<string>) {
  async function knows(userId: number, token: string | undefined): Promise<boolean> {
    const m = /^(\d{1,10})\.([\w-]{16,64})\.([\w-]{43})$/.exec(token ?? '');
    if (!m || Number(m[1]) !== userId) return false;
    const want = Buffer.from(mac(await secret(), userId, m[2]!));
    const got = Buffer.from(m[3]!);
    return want.length === got.length && timingSafeEqual(want, got);
  }
  return {
    knows,
    /** The device's token for the account: the one it sent when that is valid, else a new one. */
    async token(userId: number, given: string | undefined): Promise<string> {
      if (given && (await knows(userId, given))) return given;
      const nonce = randomBytes(16).toString('base64url');
      return `${userId}.${nonce}.${mac(await secret(), userId, nonce)}`;
    },
  };
}
export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
