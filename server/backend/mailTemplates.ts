import type { MailMessage } from './mailbox.ts';

/** The verification types a link can carry, as GoTrue names them. */
export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

/** GoTrue's confirmation URL: the API's verify endpoint, which then redirects to the app. */
export function verifyLink(
  apiOrigin: string,
  tokenHash: string,
  type: LinkType,
  redirectTo: string,
): string {
  const query = new URLSearchParams({ token: tokenHash, type, redirect_to: redirectTo });
  return `${apiOrigin}/auth/v1/verify?${query.toString()}`;
}

interface Template {
  readonly subject: string;
  readonly intro: string;
  readonly action: string;
  readonly ignore: string;
}

const TEMPLATES: Readonly<Record<LinkType, Template>> = {
  signup: {
    subject: 'Confirm your Aurevia account',
    intro: 'Welcome to Aurevia! Confirm your e-mail address to finish creating your account.',
    action: 'Confirm your account',
    ignore: 'If you did not sign up for Aurevia, you can ignore this e-mail.',
  },
  invite: {
    subject: 'You have been invited to Aurevia',
    intro: 'An Aurevia account has been created for you. Accept the invitation to sign in.',
    action: 'Accept the invitation',
    ignore: 'If you were not expecting this, you can ignore this e-mail.',
  },
  magiclink: {
    subject: 'Your Aurevia sign-in link',
    intro: 'Here is the sign-in link you asked for.',
    action: 'Sign in to Aurevia',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
  recovery: {
    subject: 'Reset your Aurevia password',
    intro: 'Someone (hopefully you) asked to reset the password of your Aurevia account.',
    action: 'Reset your password',
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  email_change: {
    subject: 'Confirm your new Aurevia e-mail address',
    intro: 'Confirm that this is the new e-mail address of your Aurevia account.',
    action: 'Confirm your new address',
    ignore: 'If you did not ask for this change, you can ignore this e-mail.',
  },
};

/** A plain-text message carrying both the link and the 6-digit code, as GoTrue's do. */
export function composeMail(type: LinkType, to: string, link: string, code: string): MailMessage {
  const template = TEMPLATES[type];
  const text = [
    template.intro,
    '',
    `${template.action}:`,
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    'The link and the code work once, for 24 hours.',
    template.ignore,
    '',
    'Aurevia: Scan. Design. Shop.',
  ].join('\n');
  return { to, subject: template.subject, text, links: [link] };
}

/**
 * The reauthentication e-mail: a code only, no link, since the code is typed into the page
 * that asked for it (GoTrue's "Confirm reauthentication" message).
 */
export function composeReauthenticationMail(to: string, code: string): MailMessage {
  const text = [
    'Someone (hopefully you) is about to change the password of your Aurevia account.',
    '',
    `To confirm it is you, enter this code: ${code}`,
    '',
    'The code works once, for 24 hours.',
    'If you did not ask for this, change your password: someone else may be signed in.',
    '',
    'Aurevia: Scan. Design. Shop.',
  ].join('\n');
  return { to, subject: 'Confirm it is you', text, links: [] };
}
