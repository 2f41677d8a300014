import { Secret, TOTP } from 'otpauth';
import { toString as renderQrCode } from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA-1, six digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** One step either side is accepted, for a phone clock a little off. */
export const TOTP_WINDOW = 1;
/** 20 random bytes, 32 base32 characters, as GoTrue generates. */
const SECRET_BYTES = 20;

export interface TotpEnrollment {
  /** Base32, for typing into an authenticator app by hand. */
  readonly secret: string;
  /** The otpauth:// URI the QR code encodes. */
  readonly uri: string;
  /** An SVG image of the URI, as GoTrue returns it (not base64, not a data URL). */
  readonly qrCode: string;
}

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** A new secret with its URI and QR code, labelled "issuer:account" like GoTrue's. */
export async function newTotpEnrollment(issuer: string, account: string): Promise<TotpEnrollment> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpOf(secret, issuer, account).toString();
  const qrCode = await renderQrCode(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  return { secret, uri, qrCode };
}

/** The code an authenticator app shows for this secret at this time (tests and tools). */
export function totpCode(secret: string, timestampMs: number = Date.now()): string {
  return totpOf(secret).generate({ timestamp: timestampMs });
}

/**
 * The 30-second step whose code this is (within one step of `timestampMs`), or undefined when
 * the code matches none. The step lets the caller refuse a code that was already used.
 */
export function matchingTimeStep(
  secret: string,
  code: string,
  timestampMs: number = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({
    token: code,
    timestamp: timestampMs,
    window: TOTP_WINDOW,
  });
  if (delta === null) return undefined;
  return Math.floor(timestampMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
