// Outgoing mail through nodemailer. With SITELINE_SMTP_URL set it talks SMTP; otherwise every
// message is rendered exactly as it would be sent and written to <dataDir>/outbox/ as an .eml
// file, so a fresh install (and the tests) can follow activation and reset links without a server.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

/** Text for an HTML part: the five characters HTML gives meaning to, as numeric references. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable id for a message that may be sent again after a crash (notification e-mails): the outbox
   * writes `<id>-<recipient>.eml` (a resend overwrites the same file), SMTP sends it as the Message-ID
   * (mail systems drop a repeated Message-ID).
   */
  id?: string;
  /** The language the mail is written in ('sv'): sent as Content-Language. */
  language?: string;
  /** Files attached (a scheduled report's xlsx). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export const outboxDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'outbox');

let sequence = 0;

/** `2026-11-20T10-00-00-000Z-000001-owner@alpha.test.eml`: sorts by time, names the recipient. */
function outboxFileName(to: string, at = new Date()): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  return `${time}-${String(++sequence % 1e6).padStart(6, '0')}-${recipientPart(to)}.eml`;
}

const recipientPart = (to: string) =>
  to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 100);

/** The same message for SMTP and for the outbox: our id as the Message-ID, the language as Content-Language. */
function nodemailerMessage(from: string, { id, language, ...mail }: MailMessage) {
  return { from, ...mail, ...(id ? { messageId: `<${id}@siteline>` } : {}), ...(language ? { headers: { 'Content-Language': language } } : {}) };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(nodemailerMessage(config.mailFrom, message));
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const { id } = message;
      const info = await transport.sendMail(nodemailerMessage(config.mailFrom, message));
      mkdirSync(dir, { recursive: true });
      const name = id ? `${id.replace(/[^a-z0-9-]/gi, '_')}-${recipientPart(message.to)}.eml` : outboxFileName(message.to);
      // Written aside and renamed: a crash mid-write never leaves half a message under the real name.
      const tmp = join(dir, `.${name}.${process.pid}.tmp`);
      writeFileSync(tmp, info.message as Buffer, { mode: 0o600 });
      renameSync(tmp, join(dir, name));
    },
  };
}
