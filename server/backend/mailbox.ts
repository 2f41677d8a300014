import { randomUUID } from 'node:crypto';
import { queryAll } from './db.ts';
import type { Queryable } from './db.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Absolute URLs found in the text, listed so tests and tools need not parse the body. */
  readonly links: readonly string[];
}

export interface StoredMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sent_at: string;
  readonly links: readonly string[];
  readonly text: string;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  links: string[];
  sent_at: Date;
}

/** How many messages the mailbox shows; older ones stay in the database. */
export const MAILBOX_PAGE_SIZE = 200;

/**
 * "Sends" a message by keeping it in the database. Called inside the transaction that made the
 * token it carries, so a message exists exactly when its link works.
 */
export async function deliverMail(tx: Queryable, message: MailMessage): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into emulator.mail (id, to_address, subject, text_body, links)
     values ($1, $2, $3, $4, $5)`,
    [id, message.to, message.subject, message.text, [...message.links]],
  );
  return id;
}

export async function listMail(db: Queryable, limit = MAILBOX_PAGE_SIZE): Promise<StoredMail[]> {
  const rows = await queryAll<MailRow>(
    db,
    `select id, to_address, subject, text_body, links, sent_at from emulator.mail
     order by sent_at desc, id
     limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    sent_at: row.sent_at.toISOString(),
    links: row.links,
    text: row.text_body,
  }));
}
