import { isIosSafari, isStandalone } from '../../src/lib/pwa.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15';
const IPHONE_IN_APP_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 323.0.3.23.54';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.99 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('is true for Safari on an iPhone', () => {
    expect(isIosSafari(IPHONE_SAFARI, false)).toBe(true);
  });

  it('is true for an iPad that presents itself as a Mac, recognised by its touch screen', () => {
    expect(isIosSafari(IPAD_SAFARI_DESKTOP_MODE, false, 5)).toBe(true);
  });

  it('is false for Safari on a Mac without touch', () => {
    expect(isIosSafari(IPAD_SAFARI_DESKTOP_MODE, false, 0)).toBe(false);
  });

  it('is false once the app runs from the Home Screen', () => {
    expect(isIosSafari(IPHONE_SAFARI, true)).toBe(false);
  });

  it('is false for other iOS browsers and in-app web views', () => {
    expect(isIosSafari(IPHONE_CHROME, false)).toBe(false);
    expect(isIosSafari(IPHONE_FIREFOX, false)).toBe(false);
    expect(isIosSafari(IPHONE_IN_APP_WEBVIEW, false)).toBe(false);
  });

  it('is false on Android, where the browser offers its own install prompt', () => {
    expect(isIosSafari(ANDROID_CHROME, false)).toBe(false);
  });
});

describe('isStandalone', () => {
  const matchMedia = (standalone: boolean) => (query: string) =>
    ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList;

  it('is true in an installed app window', () => {
    expect(isStandalone({ navigator: {}, matchMedia: matchMedia(true) })).toBe(true);
  });

  it('is true when opened from the iOS Home Screen', () => {
    expect(isStandalone({ navigator: { standalone: true }, matchMedia: matchMedia(false) })).toBe(
      true,
    );
  });

  it('is false in a browser tab', () => {
    expect(isStandalone({ navigator: { standalone: false }, matchMedia: matchMedia(false) })).toBe(
      false,
    );
  });

  it('is false where display-mode queries are not supported', () => {
    expect(isStandalone()).toBe(false);
  });
});
