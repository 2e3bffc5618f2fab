// The e-mail the product under test wrote: without SMTP_URL the server writes each message as an
// .eml file into <DATA_DIR>/mail (playwright.config.ts sets E2E_DATA_DIR for the workers).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Message {
  file: string;
  subject: string;
  text: string;
}

/** A message's headers and its plain-text body, decoded (quoted-printable or base64). */
function parse(file: string, raw: string): Message {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
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
  return { file, subject: /^Subject:\s*(.*)$/im.exec(headers)?.[1] ?? '', text };
}

/** Every message written so far, oldest first. */
export async function mailbox(): Promise<Message[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parse(f, await readFile(join(dir, f), 'utf8'))));
}
