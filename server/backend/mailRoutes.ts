import type { Hono } from 'hono';
import type { BackendContext } from './backendContext.ts';
import { htmlPage, htmlResponse } from './html.ts';
import { listMail } from './mailbox.ts';
import { mailboxPage } from './mailboxPage.ts';

const INDEX = htmlPage(
  'Aurevia emulator',
  'What the embedded backend shows about itself.',
  `<ul class="card">
  <li><a href="/_emulator/mail">Mailbox</a>: every e-mail the backend "sent"
    (<a href="/_emulator/mail.json">JSON</a>)</li>
  <li><a href="/_emulator/checkout.json">Checkout sessions</a> (JSON)</li>
  <li><a href="/auth/v1/settings">Auth settings</a> and
    <a href="/.well-known/jwks.json">signing keys</a></li>
</ul>`,
);

export function registerMailRoutes(app: Hono, ctx: BackendContext): void {
  app.get('/_emulator', () => htmlResponse(INDEX));
  app.get('/_emulator/mail', async () => htmlResponse(mailboxPage(await listMail(ctx.db))));
  app.get('/_emulator/mail.json', async (c) =>
    c.json(await listMail(ctx.db), 200, { 'Cache-Control': 'no-store' }),
  );
}
