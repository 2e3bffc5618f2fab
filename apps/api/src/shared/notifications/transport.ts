// How a message leaves: an SMTP server when SMTP_URL is set, otherwise a folder that receives one
// .eml file per message (development, or a server without mail yet: a person can open the files
// in any mail program). Both build the message with nodemailer, so what is written is what would
// have been sent.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Headers of its own (an alert's List-Unsubscribe, RFC 8058), from the outbox row's payload. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly name: string;
  /** Resolves when the message is accepted; throws (with a reason) when it is not. */
  send(m: Mail): Promise<void>;
  close?(): void;
}

const headers = (from: string, m: Mail) => ({
  from,
  to: m.to,
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  ...(m.headers ? { headers: m.headers } : {}),
  // The same message id on every attempt, so a receiving server can drop a duplicate delivery.
  messageId: `<outbox-${m.id}@aangan.in>`,
});

export function smtpTransport(url: string, from: string): MailTransport {
  const smtp = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await smtp.sendMail(headers(from, m));
    },
    close: () => smtp.close(),
  };
}

export function folderTransport(dir: string, from: string): MailTransport {
  const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'folder',
    async send(m) {
      const info = await build.sendMail(headers(from, m));
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}.eml`);
      await writeFile(`${path}.tmp`, info.message as Buffer);
      await rename(`${path}.tmp`, path); // a reader never sees half a message
    },
  };
}

export function transportFor(c: { SMTP_URL?: string; MAIL_DIR: string; MAIL_FROM: string }): MailTransport {
  return c.SMTP_URL ? smtpTransport(c.SMTP_URL, c.MAIL_FROM) : folderTransport(c.MAIL_DIR, c.MAIL_FROM);
}
