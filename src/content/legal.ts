/**
 * The three legal pages (spec 02 section 9): Privacy Policy, Terms of Service and Cookie
 * Policy, last updated January 7, 2025. Written for this app as it is: what it keeps on the
 * device, what its backend keeps for accounts and checkout, and how to clear it all.
 *
 * Text may hold links written as [label](/path), [label](mailto:...) or [label](#anchor).
 */
import { COMPANY_ADDRESS, SUPPORT_EMAIL } from './contact.ts';

export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | {
      readonly kind: 'table';
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: ReadonlyArray<readonly string[]>;
    };

export interface LegalSection {
  /** The anchor the table of contents links to. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  readonly path: '/privacy-policy' | '/terms-of-service' | '/cookie-policy';
  readonly lastUpdated: string;
  /** The same date, machine-readable, for <time dateTime>. */
  readonly lastUpdatedIso: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

const LAST_UPDATED = 'January 7, 2025';
const LAST_UPDATED_ISO = '2025-01-07';
export const PRIVACY_EMAIL = 'privacy@aurevia.app';
export const LEGAL_EMAIL = 'legal@aurevia.app';

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

const CONTACT_SECTION = (email: string): LegalSection => ({
  id: 'contact',
  heading: 'How to contact us',
  blocks: [
    p(
      `Write to [${email}](mailto:${email}), or send us a message from the [contact page](/contact-us). For anything else, [${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL}) reaches our support team, who reply within 1 business day.`,
    ),
    p(`By post: ${COMPANY_ADDRESS.join(', ')}.`),
  ],
});

/** What this app keeps in the browser's IndexedDB database "aurevia" (lib/db.ts). */
const DEVICE_DATA_ROWS: ReadonlyArray<readonly string[]> = [
  [
    'Room cart',
    'The furniture you place on the design canvas and where you put it, and the rooms you save',
    'So your room is still there when you come back, even offline',
  ],
  [
    'Photos',
    'The room photos you pick or share for upload, made smaller on your device',
    'So a selection survives a reload until you process or remove it',
  ],
  [
    'Scans',
    'Your completed room scans: their name and when they finished',
    'So you can find and rename your rooms later',
  ],
  [
    'Onboarding answers',
    'Personal or professional, scan or upload, and the style you chose',
    'So your first design fits you, and you can pick up where you left off',
  ],
  [
    'Newsletter',
    'The email address you subscribed with and when',
    'So the footer remembers that you have subscribed',
  ],
  [
    'Messages and requests',
    'A copy of each form you send: contact messages, media and partner inquiries, designer bookings and consultations, and delivery notifications',
    'So you can see what you sent in the Support tab of your account',
  ],
  [
    'Queued calls',
    "A sign-in, sign-up or checkout you started while offline: its kind, the email address and the time. Never your password: that stays in the open tab's memory only",
    'So the call is sent once, and only once, when you are back online',
  ],
];

export const PRIVACY_POLICY: LegalDocumentContent = {
  path: '/privacy-policy',
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: LAST_UPDATED_ISO,
  intro:
    'Aurevia is built to work on your device first. Most of what you make in the app never leaves it. This policy explains what we keep, where, why, and how you can remove it.',
  sections: [
    {
      id: 'summary',
      heading: 'The short version',
      blocks: [
        list(
          'Your rooms, photos, scans, answers and messages are kept in your browser, on your device.',
          'Our servers hold only what an account and a checkout need: your email address, a securely hashed password, the profile details you add, your sign-in sessions and your checkout sessions.',
          'We use no advertising or analytics trackers and no third-party cookies.',
          'You can clear everything on your device from your account page at any time.',
        ),
      ],
    },
    {
      id: 'on-your-device',
      heading: 'What we keep on your device',
      blocks: [
        p(
          "The app keeps the following in your browser's storage (IndexedDB). It stays on this device and in this browser only: it is not sent to us, and another device does not see it.",
        ),
        {
          kind: 'table',
          caption: 'Data kept on your device',
          columns: ['What', 'What it holds', 'Why'],
          rows: DEVICE_DATA_ROWS,
        },
        p(
          'In this version of the app, the forms on our contact, press and partner pages, the designer booking and consultation forms, and the delivery notification keep their copy on your device only; nothing from them is sent to our servers.',
        ),
        p(
          "The app also keeps its own files (pages, styles, fonts and images) in the browser's cache so it opens without a connection, your sign-in session in local storage, and the site access flag in session storage. The [Cookie Policy](/cookie-policy) lists each of these.",
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account and our backend',
      blocks: [
        p(
          'When you create an account, our authentication service (Supabase Auth, or the embedded server that ships with the app and speaks the same protocol) stores:',
        ),
        list(
          'your email address, and whether you have confirmed it;',
          'your password, only as a salted one-way hash that nobody can read back;',
          'your full name, phone number and profile picture, if you add them;',
          'your sign-in sessions, so you can stay signed in and sign out everywhere;',
          'the emails we send you for your account, such as confirmation links and sign-in codes.',
        ),
        p(
          'When you choose a paid plan, we create a checkout session holding the plan, its price and your account, and hand you to the payment page. Card details are entered on that page and never reach the app.',
        ),
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      blocks: [
        list(
          'to sign you in and keep your account secure;',
          'to send the emails your account needs (confirmations, sign-in codes, password resets);',
          'to take payment for a plan you choose;',
          'to answer you when you contact us.',
        ),
        p(
          'We do not sell your information, use it for advertising, or share it with anyone except the services that run accounts and payments for us, under contracts that bind them to the same care.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        p(
          "Data on your device stays until you clear it, sign out (which removes your session and any checkout waiting to be sent), or remove the app's site data in your browser. Your account stays until you ask us to delete it; we then delete it within 30 days, except where the law requires us to keep payment records.",
        ),
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices and rights',
      blocks: [
        p(
          'Open [your account](/account) and use "Data on this device" to see what the app keeps here and clear it. Your browser\'s settings can also remove all site data for Aurevia.',
        ),
        p(
          `You can ask for a copy of the information our servers hold about you, have it corrected, or have your account deleted, by writing to [${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL}). We answer within 30 days.`,
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        p(
          'Connections to our hosted servers are encrypted. Passwords are hashed with a unique salt each and are never written to your device by the app, not even while a sign-in waits for a connection. Sign-in tokens are short-lived and signing out revokes them.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p('Aurevia is not meant for children under 16, and we do not knowingly hold their data.'),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'When we change this policy we update the date at the top, and for important changes we tell you in the app or by email before they take effect.',
        ),
      ],
    },
    CONTACT_SECTION(PRIVACY_EMAIL),
  ],
};

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  path: '/terms-of-service',
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: LAST_UPDATED_ISO,
  intro:
    'These terms are the agreement between you and Aurevia Inc. when you use the Aurevia app. Please read them; by using the app you accept them.',
  sections: [
    {
      id: 'service',
      heading: 'The service',
      blocks: [
        p(
          'Aurevia lets you scan or photograph a room, get AI-assisted furniture layouts, shop the furniture shown, and hire a certified designer. The app is a private prototype: some features are simulated, and we may change or remove features as it grows.',
        ),
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        list(
          'Give a real email address and keep your password to yourself.',
          'You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
          'You must be 16 or older to create an account.',
        ),
      ],
    },
    {
      id: 'your-content',
      heading: 'Your rooms and content',
      blocks: [
        p(
          'Your scans, photos and designs are yours. Most of them stay on your device (see the [Privacy Policy](/privacy-policy)). Anything you choose to share with a designer you license to them, and to us, only as far as needed to do the work you asked for.',
        ),
        p('Only upload photos of places you have the right to photograph.'),
      ],
    },
    {
      id: 'plans',
      heading: 'Plans, payments and cancelling',
      blocks: [
        list(
          'Paid plans are billed in advance, monthly or yearly, at the price shown when you subscribe.',
          'Plans with a free trial are charged when the trial ends unless you cancel before.',
          'You can cancel at any time; your plan runs to the end of the period you paid for.',
          'Design packages come with a 30-day satisfaction guarantee, and Premium with a 7-day money-back guarantee.',
        ),
      ],
    },
    {
      id: 'furniture',
      heading: 'Furniture, delivery and returns',
      blocks: [
        p(
          'Furniture is sold by our partner brands and delivered to the areas we serve. Delivery times are estimates: standard 5-10 business days, express 2-3 business days in select areas, custom furniture 4-6 weeks, white-glove delivery 2-3 weeks.',
        ),
        p(
          'You can return or exchange furniture within 30 days of delivery. See [Delivery Information](/delivery-info) for the details.',
        ),
      ],
    },
    {
      id: 'designs',
      heading: 'AI designs and measurements',
      blocks: [
        p(
          'Layouts and measurements from a scan are close estimates, not survey drawings. Check the size of large pieces and doorways before you order.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the app fairly',
      blocks: [
        list(
          "Do not try to break, overload or get around the app's security.",
          'Do not copy the app, our designs or our catalogue to build a competing service.',
          "Do not use the app to break the law or anyone's rights.",
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        p(
          'We provide the app with care, but as it is and as available. As far as the law allows, we are not liable for indirect losses, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing here limits rights you have as a consumer under the law where you live.',
        ),
      ],
    },
    {
      id: 'ending',
      heading: 'Ending the agreement',
      blocks: [
        p(
          'You can stop using Aurevia and delete your account at any time. We may suspend an account that breaks these terms, and will tell you why.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          'We will tell you about important changes before they take effect. If you keep using the app afterwards, the new terms apply.',
        ),
      ],
    },
    CONTACT_SECTION(LEGAL_EMAIL),
  ],
};

export const COOKIE_POLICY: LegalDocumentContent = {
  path: '/cookie-policy',
  lastUpdated: LAST_UPDATED,
  lastUpdatedIso: LAST_UPDATED_ISO,
  intro:
    'Aurevia sets no cookies of its own and runs no trackers. It does keep a few things in your browser so it works, and works offline. This page lists every one of them.',
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        p(
          'The app itself sets no cookies, and there are no advertising, analytics or social-media cookies: no third party is loaded into the app at all.',
        ),
        p(
          "When you pay for a plan, checkout opens on the payment provider's own page. That page may set cookies it needs for payment and fraud prevention, under its own policy.",
        ),
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Storage the app uses',
      blocks: [
        {
          kind: 'table',
          caption: 'Storage the app uses in your browser',
          columns: ['Where', 'Name', 'What and why', 'How long'],
          rows: [
            [
              'Session storage',
              'aurevia-site-access',
              'Remembers that you entered the access password, so the gate does not ask again on every page',
              'Until you close the browser tab',
            ],
            [
              'Local storage',
              'aurevia-auth-token',
              'Your sign-in session, so you stay signed in between visits',
              'Until you sign out',
            ],
            [
              'Local storage',
              'aurevia-outbox-waiting',
              'How many calls wait for a connection (a number only), so a visit with none does not open the database',
              'Until you clear site data',
            ],
            [
              'Local storage',
              'aurevia-newsletter',
              'Whether this device subscribed to the newsletter (no address), so the newsletter box shows it without opening the database',
              'Until you clear site data',
            ],
            [
              'Local storage',
              'aurevia-write-ahead:…',
              'A copy of the room plan you are editing, of where you just moved a piece on the canvas or of your onboarding answers, kept only until the database has saved it, so a reload right after a change loses nothing',
              'Until the change is saved (a moment)',
            ],
            [
              'IndexedDB',
              'aurevia',
              'Your room cart, photos, scans, onboarding answers, newsletter state, copies of forms you sent, and calls waiting for a connection (see the [Privacy Policy](/privacy-policy#on-your-device))',
              'Until you clear it',
            ],
            [
              'Cache storage',
              "The app's offline cache",
              "The app's pages, styles, fonts and images, so every page opens without a connection",
              'Replaced with each new version',
            ],
          ],
        },
        p(
          'All of these are strictly necessary for features you use, which is why the app does not ask for consent to them. None of them is read by anyone but the app on your device.',
        ),
      ],
    },
    {
      id: 'clearing',
      heading: 'How to clear them',
      blocks: [
        list(
          'Open [your account](/account) and use "Data on this device" to clear what the app keeps.',
          'Sign out to remove your sign-in session.',
          'Close the tab to clear the site access flag.',
          "In your browser's settings, remove the site data for Aurevia to clear everything at once, offline cache included.",
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'If the app ever needs a new cookie or kind of storage, we will list it here and update the date at the top before it is used.',
        ),
      ],
    },
    CONTACT_SECTION(PRIVACY_EMAIL),
  ],
};

export const LEGAL_DOCUMENTS = [PRIVACY_POLICY, TERMS_OF_SERVICE, COOKIE_POLICY] as const;
