// The e-mail the product under test wrote: without SMTP_URL the server writes each message as an
// .eml file into <DATA_DIR>/mail (playwright.config.ts sets E2E_DATA_DIR for the workers).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Message {
  file: string;
  subject: string;
  to: string;
  text: string;
  /** The HTML part of a message sent as text and HTML (saved-search alerts), else null. */
  html: string | null;
}

/** A message's headers and its plain-text body, decoded; of a text-and-HTML message, both parts. */
function parse(file: string, raw: string): Message {
  const { headers, text } = part(raw);
  const boundary = /^Content-Type:\s*multipart\/alternative;\s*boundary="?([^";\s]+)"?/im.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1).map(part) : [];
  const typed = (type: string) => parts.find((p) => new RegExp(`^Content-Type:\\s*${type}`, 'im').test(p.headers));
  return {
    file,
    subject: decodeWords(/^Subject:\s*(.*)$/im.exec(headers)?.[1] ?? ''),
    to: /^To:\s*(.*)$/im.exec(headers)?.[1] ?? '',
    text: boundary ? (typed('text/plain')?.text ?? '') : text,
    html: boundary ? (typed('text/html')?.text ?? null) : null,
  };
}

/** A header's encoded words (RFC 2047: =?UTF-8?Q?…?= or ?B?), decoded; the space between two is not text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** One part's headers (unfolded) and its body, decoded (quoted-printable or base64). */
function part(raw: string): { headers: string; text: string } {
  const [head = '', ...rest] = raw.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { headers, text };
}

/** Every message written so far, oldest first. */
export async function mailbox(): Promise<Message[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parse(f, await readFile(join(dir, f), 'utf8'))));
}
