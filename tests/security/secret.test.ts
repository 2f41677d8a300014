// @vitest-environment node
import { groupedSecret, qrImageSource, spelledSecret } from '../../src/features/security/secret.ts';

describe('the setup key', () => {
  it('is shown in groups of four for typing by hand', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupedSecret('')).toBe('');
  });

  it('is spelled out for screen readers, group by group', () => {
    expect(spelledSecret('ABCDEF')).toBe('A B C D, E F');
  });
});

describe('the QR code image', () => {
  it('percent-encodes the raw SVG supabase-js hands over, so a # does not cut it short', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#ffffff" d="M0 0h1"/></svg>';
    const source = qrImageSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(source).not.toContain('#');
  });

  it('leaves an already usable source alone', () => {
    expect(qrImageSource('data:image/svg+xml;base64,PHN2Zy8+')).toBe(
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    const encoded = 'data:image/svg+xml;utf-8,%3Csvg%2F%3E';
    expect(qrImageSource(encoded)).toBe(encoded);
  });
});
