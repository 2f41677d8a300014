import { escapeHtml, htmlPage, linkify } from './html.ts';
import type { StoredMail } from './mailbox.ts';

function formatTime(iso: string): string {
  return new Date(iso).toUTCString();
}

function message(mail: StoredMail): string {
  return `<article class="card" aria-labelledby="mail-${escapeHtml(mail.id)}">
  <h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
  <dl class="meta">
    <dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(mail.sent_at)}">${escapeHtml(formatTime(mail.sent_at))}</time></dd>
  </dl>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

/** Every e-mail the backend "sent", newest first, with working links. */
export function mailboxPage(mails: readonly StoredMail[]): string {
  const subtitle =
    'E-mail is not sent anywhere: the embedded backend keeps it here. ' +
    `${mails.length} message${mails.length === 1 ? '' : 's'}, newest first.`;
  const body =
    mails.length === 0
      ? `<p class="card">No e-mail yet. Sign up in the app and the confirmation e-mail appears
here. <a href="/_emulator/mail">Refresh</a></p>`
      : `<p><a href="/_emulator/mail">Refresh</a> · <a href="/_emulator/mail.json">As JSON</a></p>
${mails.map(message).join('\n')}`;
  return htmlPage('Aurevia mailbox', subtitle, body);
}
