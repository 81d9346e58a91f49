import { submissionLanguages } from './vocabulary';

/**
 * The Kattis default output validator's flags, read as that validator reads them, and the
 * languages a checker may be written in. Plain values and functions: the admin form checks the
 * flags as they are typed, with the rule the server applies.
 */

/** The flags of the Kattis default output validator, as the problem package format names them. */
export const validatorFlagNames = [
  'case_sensitive',
  'space_change_sensitive',
  'float_relative_tolerance',
  'float_absolute_tolerance',
  'float_tolerance',
] as const;

/** What `tokens` compares by: the Kattis default output validator's settings. */
export interface TokenRules {
  readonly caseSensitive: boolean;
  readonly spaceChangeSensitive: boolean;
  /** Unset (null) unless a flag sets it: then float tokens of the answer compare within it. */
  readonly floatAbsoluteTolerance: number | null;
  readonly floatRelativeTolerance: number | null;
}

const decimalFloat = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const hexFloat = /^([+-]?)0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?(?:[pP]([+-]?\d+))?$/;

/**
 * A token read as C's `sscanf("%lf")` reads a whole token (the Kattis validator's `isfloat`):
 * decimal or hexadecimal notation, with sign and exponent; null when it is not one, or when it is
 * infinite or not a number (as `inf`, `nan` and `1e999` are), which the validator treats as text.
 */
export function parseFloatToken(token: string): number | null {
  let value: number;
  if (decimalFloat.test(token)) value = Number(token);
  else {
    const hex = hexFloat.exec(token);
    if (!hex) return null;
    const [, sign, whole = '', fraction = '', exponent = '0'] = hex;
    if (whole === '' && fraction === '') return null;
    let mantissa = 0;
    for (const digit of whole + fraction) mantissa = mantissa * 16 + Number.parseInt(digit, 16);
    value = (sign === '-' ? -1 : 1) * mantissa * 2 ** (Number(exponent) - 4 * fraction.length);
  }
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads the flags as the Kattis default output validator takes them (space-separated words; a
 * tolerance flag takes the float after it; `float_tolerance ε` sets both tolerances). An unknown
 * word or a tolerance without a float is refused, as the validator refuses it.
 */
export function parseValidatorFlags(flags: string): { ok: true; rules: TokenRules } | { ok: false; error: string } {
  const words = flags.split(/\s+/).filter(Boolean);
  let caseSensitive = false;
  let spaceChangeSensitive = false;
  let floatAbsoluteTolerance: number | null = null;
  let floatRelativeTolerance: number | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === 'case_sensitive') caseSensitive = true;
    else if (word === 'space_change_sensitive') spaceChangeSensitive = true;
    else if (word === 'float_absolute_tolerance' || word === 'float_relative_tolerance' || word === 'float_tolerance') {
      const value = words[i + 1] === undefined ? null : parseFloatToken(words[i + 1]!);
      if (value === null) return { ok: false, error: `Validator flag ${word} takes a number, as in "${word} 1e-6"` };
      if (value < 0) return { ok: false, error: `Validator flag ${word} takes a tolerance of 0 or more, not ${words[i + 1]}` };
      if (word !== 'float_relative_tolerance') floatAbsoluteTolerance = value;
      if (word !== 'float_absolute_tolerance') floatRelativeTolerance = value;
      i++;
    } else {
      return { ok: false, error: `Unknown validator flag "${word}": the flags are ${validatorFlagNames.join(', ')}` };
    }
  }
  return { ok: true, rules: { caseSensitive, spaceChangeSensitive, floatAbsoluteTolerance, floatRelativeTolerance } };
}

/** The languages a checker or an interactor may be written in: those the judge compiles and runs. */
export const checkerLanguages = submissionLanguages;
