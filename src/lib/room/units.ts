/**
 * Lengths and areas as people type and read them. Plans are stored in centimetres; the user
 * sees and types either metric or imperial.
 *
 * What `parseLength` accepts (case, spaces and curly quotes from phone keyboards don't matter):
 * - metric with a unit: "150 cm", "150cm", "4.2 m", "4,2 m" (a comma is a decimal point),
 *   "1500 mm"
 * - imperial with a unit: `12' 6"`, `12'6"`, "12 ft 6 in", "12 feet 6 inches", `12'`,
 *   "12 ft", `6"`, "6 in", `12' 6` (inches after feet need no mark), fractions of an inch
 *   as in `6 1/2"` or `1/2"`
 * - a bare number, read in the user's system: centimetres in metric, inches in imperial (as
 *   architects' drawing tools read it), so "150" is 150 cm or 150 inches.
 * Negative lengths and anything else are refused with a message saying what to type.
 */

export type UnitSystem = 'metric' | 'imperial';

export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
export const CM_PER_FOOT = CM_PER_INCH * INCHES_PER_FOOT;
/** Square centimetres in a square metre and in a square foot. */
export const CM2_PER_M2 = 10_000;
export const CM2_PER_FT2 = CM_PER_FOOT * CM_PER_FOOT;

export type LengthParse =
  { readonly ok: true; readonly cm: number } | { readonly ok: false; readonly message: string };

export const cmToInches = (cm: number): number => cm / CM_PER_INCH;
export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const feetAndInchesToCm = (feet: number, inches = 0): number =>
  inchesToCm(feet * INCHES_PER_FOOT + inches);

/** Whole feet and the inches left over, the inches rounded to `step` (1 by default). */
export function cmToFeetAndInches(cm: number, step = 1): { feet: number; inches: number } {
  // Round the total first, so 11.6" becomes 1' 0", never 0' 12".
  const totalInches = Math.round(Math.abs(cmToInches(cm)) / step) * step;
  const feet = Math.floor(totalInches / INCHES_PER_FOOT + 1e-9);
  const inches = Number((totalInches - feet * INCHES_PER_FOOT).toFixed(4));
  return { feet, inches };
}

/** Hundredths of a centimetre are below anything a tape measure shows; this hides float noise. */
const roundCm = (cm: number): number => Math.round(cm * 100) / 100;

const DECIMAL = String.raw`(\d+(?:\.\d*)?|\.\d+)`;
/** A decimal, a fraction, or a whole number and a fraction ("6 1/2"). */
const AMOUNT = String.raw`(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d*)?|\.\d+)`;
const FEET_MARK = String.raw`(?:'|ft\.?|foot|feet)`;
const INCH_MARK = String.raw`(?:"|''|in\.?|inch|inches)`;

const METRIC = new RegExp(
  String.raw`^${DECIMAL}\s*(mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|m|met(?:er|re)s?)$`,
);
const FEET_INCHES = new RegExp(
  String.raw`^${AMOUNT}\s*${FEET_MARK}\s*(?:${AMOUNT}\s*${INCH_MARK}?)?$`,
);
const INCHES = new RegExp(String.raw`^${AMOUNT}\s*${INCH_MARK}$`);
const BARE = new RegExp(String.raw`^${AMOUNT}$`);

function cmPerMetricUnit(word: string): number {
  if (word === 'mm' || word.startsWith('milli')) return 0.1;
  if (word === 'm' || word.startsWith('met')) return 100;
  return 1;
}

function readAmount(text: string): number {
  const [whole, fraction] = text.includes('/')
    ? text.includes(' ')
      ? (text.split(/\s+/) as [string, string])
      : ['0', text]
    : [text, undefined];
  const value = Number(whole);
  if (fraction === undefined) return value;
  const [top, bottom] = fraction.split('/').map(Number) as [number, number];
  return bottom === 0 ? NaN : value + top / bottom;
}

function normaliseInput(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/[’‘′`´]/g, "'")
      .replace(/[”“″]/g, '"')
      // "4,2 m": a comma between digits is a decimal point.
      .replace(/(\d),(\d)/g, '$1.$2')
      .replace(/\s+/g, ' ')
  );
}

export const lengthExample = (system: UnitSystem): string =>
  system === 'metric' ? 'like 420 or 4.2 m' : `like 13' 9" or 165"`;

/** A typed length in centimetres, or a message that says what went wrong. */
export function parseLength(text: string, system: UnitSystem): LengthParse {
  const input = normaliseInput(text);
  if (input === '') return { ok: false, message: 'Enter a length.' };
  if (input.startsWith('-')) {
    return { ok: false, message: 'Enter a length of zero or more.' };
  }

  let cm: number | null = null;
  const metric = METRIC.exec(input);
  const feetInches = FEET_INCHES.exec(input);
  const inches = INCHES.exec(input);
  const bare = BARE.exec(input);
  if (metric) {
    cm = Number(metric[1]) * cmPerMetricUnit(metric[2] ?? 'cm');
  } else if (feetInches) {
    cm = feetAndInchesToCm(readAmount(feetInches[1] ?? '0'), readAmount(feetInches[2] ?? '0'));
  } else if (inches) {
    cm = inchesToCm(readAmount(inches[1] ?? '0'));
  } else if (bare) {
    const value = readAmount(bare[1] ?? '0');
    cm = system === 'metric' ? value : inchesToCm(value);
  }

  if (cm === null || !Number.isFinite(cm)) {
    return {
      ok: false,
      message: `Enter a length ${lengthExample(system)}.`,
    };
  }
  return { ok: true, cm: roundCm(cm) };
}

function trimNumber(value: number, decimals: number): string {
  return Number(value.toFixed(decimals)).toString();
}

export interface LengthStyle {
  /** Metric in metres ("14.24 m"), as a run of walls reads best; centimetres otherwise. */
  readonly metres?: boolean;
  /** The finest imperial step, in inches: 1 (the plan editor's, and the default) or ½. */
  readonly inchStep?: 1 | 0.5;
  /**
   * `marks` writes feet and inches as a tape measure does (`13' 9"`); `words` as a sentence
   * reads aloud ("13 ft 9 in", "1 in"), for hints a screen reader speaks.
   */
  readonly imperial?: 'marks' | 'words';
}

const metricNumber = (cm: number, style: LengthStyle): string =>
  style.metres ? trimNumber(cm / 100, 2) : trimNumber(cm, 1);

function inchesText(inches: number): string {
  const whole = Math.floor(inches);
  return inches - whole >= 0.25 ? `${whole === 0 ? '' : whole}½` : `${whole}`;
}

/**
 * Every length the app shows goes through here, in the unit the room was measured in:
 * "420 cm", "15.2 cm", "4.2 m" or `13' 9"`, `9"`, `6' 7½"`, "13 ft 9 in". Negative lengths keep
 * their sign; one that rounds to nothing is written without it (never "-0 cm").
 */
export function formatLength(cm: number, system: UnitSystem, style: LengthStyle = {}): string {
  if (system === 'metric') return `${metricNumber(cm, style)} ${style.metres ? 'm' : 'cm'}`;
  const { feet, inches } = cmToFeetAndInches(cm, style.inchStep ?? 1);
  const sign = cm < 0 && (feet > 0 || inches > 0) ? '-' : '';
  const inchPart = inchesText(inches);
  if (style.imperial === 'words') {
    return feet === 0 ? `${sign}${inchPart} in` : `${sign}${feet} ft ${inchPart} in`;
  }
  return feet === 0 ? `${sign}${inchPart}"` : `${sign}${feet}' ${inchPart}"`;
}

/**
 * A footprint, width by depth: "200 × 90 cm", "3.5 × 3 m" or `6' 7" × 2' 11"`; with `by`
 * "word", as a sentence says it ("200 by 90 cm").
 */
export function formatSize(
  width: number,
  depth: number,
  system: UnitSystem,
  style: LengthStyle & { readonly by?: 'symbol' | 'word' } = {},
): string {
  const first =
    system === 'metric' ? metricNumber(width, style) : formatLength(width, system, style);
  return `${first} ${style.by === 'word' ? 'by' : '×'} ${formatLength(depth, system, style)}`;
}

/**
 * A length to put back in a field: "420" in metric (the field says "cm"), `13' 9"` in
 * imperial. `parseLength` reads it back to the same value.
 */
export function formatLengthInput(cm: number, system: UnitSystem): string {
  return system === 'metric' ? trimNumber(cm, 1) : formatLength(cm, system);
}

/**
 * A floor area: "15.12 m²" or "163 ft²"; `whole` drops a metric area's trailing zeros, as a
 * round threshold reads ("11 m²").
 */
export function formatArea(
  squareCm: number,
  system: UnitSystem,
  { whole = false }: { readonly whole?: boolean } = {},
): string {
  if (system === 'metric') {
    const squareMetres = squareCm / CM2_PER_M2;
    return `${whole ? trimNumber(squareMetres, 2) : squareMetres.toFixed(2)} m²`;
  }
  const squareFeet = Math.round(squareCm / CM2_PER_FT2);
  return `${squareFeet.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ft²`;
}
