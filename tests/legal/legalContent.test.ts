// @vitest-environment node
import { LEGAL_DOCUMENTS } from '../../src/content/legal.ts';
import { isAppPath, parseInlineLinks } from '../../src/features/legal/inlineLinks.ts';

describe('parseInlineLinks', () => {
  it('keeps plain text as it is', () => {
    expect(parseInlineLinks('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });

  it('splits text and links, in order', () => {
    expect(parseInlineLinks('Open [your account](/account) and [write](mailto:a@b.c).')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', label: 'your account', href: '/account' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', label: 'write', href: 'mailto:a@b.c' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('tells app paths from other links', () => {
    expect(isAppPath('/account')).toBe(true);
    expect(isAppPath('mailto:privacy@aurevia.app')).toBe(false);
    expect(isAppPath('#contact')).toBe(false);
    expect(isAppPath('//example.com')).toBe(false);
  });
});

describe('the legal documents', () => {
  it.each(LEGAL_DOCUMENTS.map((document) => [document.path, document] as const))(
    '%s was last updated January 7, 2025, with unique anchors and contact details',
    (_path, document) => {
      expect(document.lastUpdated).toBe('January 7, 2025');
      expect(document.lastUpdatedIso).toBe('2025-01-07');
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
      const contact = document.sections.find((section) => section.id === 'contact');
      expect(JSON.stringify(contact)).toMatch(/mailto:[a-z]+@aurevia\.app/);
    },
  );

  it('only links to routes of the app, anchors, or e-mail', () => {
    const text = JSON.stringify(LEGAL_DOCUMENTS);
    const targets = [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(targets.length).toBeGreaterThan(5);
    for (const target of targets) expect(target).toMatch(/^(\/[a-z-]*(#[a-z-]+)?|mailto:.+)$/);
  });

  it('the privacy policy names everything kept on the device and how to clear it', () => {
    const privacy = JSON.stringify(LEGAL_DOCUMENTS[0]);
    for (const word of [
      'Room cart',
      'Photos',
      'Scans',
      'Onboarding answers',
      'Newsletter',
      'Queued calls',
      'Data on this device',
    ]) {
      expect(privacy).toContain(word);
    }
  });

  it('the cookie policy names the storage keys the app really uses', async () => {
    const { GATE_STORAGE_KEY } = await import('../../src/features/gate/gateLogic.ts');
    const cookies = JSON.stringify(LEGAL_DOCUMENTS[2]);
    expect(cookies).toContain(GATE_STORAGE_KEY);
    expect(cookies).toContain('aurevia-auth-token');
    const { OUTBOX_MARKER_KEY } = await import('../../src/features/outbox/outboxMarker.ts');
    const { NEWSLETTER_MARKER_KEY } =
      await import('../../src/features/newsletter/newsletterStore.ts');
    expect(cookies).toContain(OUTBOX_MARKER_KEY);
    expect(cookies).toContain(NEWSLETTER_MARKER_KEY);
    expect(cookies).toContain('IndexedDB');
  });
});
