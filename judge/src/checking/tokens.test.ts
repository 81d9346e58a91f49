import { parseValidatorFlags, type TokenRules } from '@forge/contracts';
import { compareTokens } from './tokens';

const rules = (flags: string): TokenRules => {
  const parsed = parseValidatorFlags(flags);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
};
const accepts = (flags: string, answer: string, output: string) => compareTokens(output, answer, rules(flags)).accepted;

describe('the Kattis default output validator', () => {
  it.each([
    ['', 'A B', ' A  B \t\n'],
    ['', 'A B', 'A\nB'],
    ['', '', ' \n\t\n'],
    ['', 'Yes', 'yes'],
    ['', 'Yes', 'YES'],
    ['case_sensitive', 'Yes', 'Yes'],
    ['space_change_sensitive', 'A B\n', 'A B\n'],
    ['space_change_sensitive', 'yes\n', 'YES\n'],
    ['float_tolerance 1e-6', '0.5', '0.5000001'],
    ['float_tolerance 1e-6', '0.5', '5e-1'],
    ['float_tolerance 1e-6', '0.5', '0x1p-1'],
    ['float_tolerance 1e-6', '0.5', '+.5'],
    ['float_tolerance 1e-6', '1000000', '1000000.9'],
    ['float_absolute_tolerance 0.01', '3.14159', '3.15'],
    ['float_relative_tolerance 0.01', '1000', '1009'],
    ['float_absolute_tolerance 0.01 float_relative_tolerance 0.5', '10', '14.9'],
    ['float_tolerance 1e-6', 'x 2.0 y', 'X 2 Y'],
    ['float_tolerance 0', '2.0', '2'],
  ])('with flags "%s", for the answer %j accepts %j', (flags, answer, output) => {
    expect(compareTokens(output, answer, rules(flags))).toEqual({ accepted: true, message: null });
  });

  it.each([
    ['', 'A B', 'A B X'],
    ['', 'A B', 'X A B'],
    ['', 'A B', 'A'],
    ['', 'A B', ''],
    ['', '', 'x'],
    ['case_sensitive', 'Yes', 'yes'],
    ['space_change_sensitive', 'A B\n', 'A  B\n'],
    ['space_change_sensitive', 'A B\n', 'A B'],
    ['space_change_sensitive', 'A B\n', 'A B\n\n'],
    ['space_change_sensitive', 'A B\n', 'A\tB\n'],
    ['', '0.5', '0.50'],
    ['float_tolerance 1e-6', '0.5', '0.51'],
    ['float_tolerance 1e-6', '0.5', 'half'],
    ['float_tolerance 1e-6', '0.5', '0.5abc'],
    ['float_tolerance 1e-6', '0.5', 'nan'],
    ['float_tolerance 1e-6', '0.5', 'inf'],
    ['float_absolute_tolerance 0.01', '1000', '1009'],
    ['float_relative_tolerance 0.01', '3.14159', '3.20'],
    ['float_tolerance 1e-6', 'x', 'X0'],
  ])('with flags "%s", for the answer %j rejects %j', (flags, answer, output) => {
    expect(accepts(flags, answer, output)).toBe(false);
  });

  it('says where and why, in the validator words', () => {
    expect(compareTokens('1 2\n3 4\n', '1 2\n3 5\n', rules('')).message).toBe(
      'Wrong answer on line 2 of output (corresponding to line 2 in answer file)\nString tokens mismatch\nJudge: "5"\nUser: "4"',
    );
    expect(compareTokens('', '7', rules('')).message).toBe(
      'Wrong answer on line 1 of output (corresponding to line 1 in answer file)\nUser EOF while judge had more output; user output was empty.\n(Next judge token: 7)',
    );
    expect(compareTokens('  \n', '7', rules('')).message).toMatch(/user output contained no tokens\.\n\(Next judge token: 7\)$/);
    expect(compareTokens('7 8', '7', rules('')).message).toMatch(/Trailing output:\n8$/);
    expect(compareTokens('0.6', '0.5', rules('float_tolerance 1e-6')).message).toMatch(
      /Too large difference\.\n Judge: 0\.5\n User: 0\.6\n/,
    );
    expect(compareTokens('a', '1.5', rules('float_tolerance 1e-6')).message).toMatch(/Expected float, got: a$/);
  });

  it("says what the Kattis validator's own test cases expect", () => {
    // problemtools' test_space_sensitive_wa: a letter where the answer's line starts with a space.
    expect(compareTokens('a\nwb\n', 'a\n b\n', rules('space_change_sensitive')).message).toBe(
      'Wrong answer on line 2 of output (corresponding to line 2 in answer file)\nSpace change error: got 119 expected 32',
    );
    // test_float_tolerance_wa: 1.50001 against 1.5 within 1e-6 is too far.
    expect(compareTokens('1.50001\n', '1.5\n', rules('float_tolerance 1e-6')).accepted).toBe(false);
  });

  it('treats an answer token that is not a finite float as text, even with a tolerance', () => {
    expect(accepts('float_tolerance 1', 'inf', 'INF')).toBe(true);
    expect(accepts('float_tolerance 1', 'inf', '1e999')).toBe(false);
    expect(accepts('float_tolerance 1', '1e999', '1e999')).toBe(true);
  });
});

describe('the validator flags', () => {
  it('reads each flag as the package format defines it', () => {
    expect(rules('')).toEqual({
      caseSensitive: false,
      spaceChangeSensitive: false,
      floatAbsoluteTolerance: null,
      floatRelativeTolerance: null,
    });
    expect(rules(' case_sensitive\nspace_change_sensitive ')).toMatchObject({ caseSensitive: true, spaceChangeSensitive: true });
    expect(rules('float_tolerance 1e-6')).toMatchObject({ floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 });
    expect(rules('float_absolute_tolerance 0.5')).toMatchObject({ floatAbsoluteTolerance: 0.5, floatRelativeTolerance: null });
    expect(rules('float_relative_tolerance 0x1p-4')).toMatchObject({ floatAbsoluteTolerance: null, floatRelativeTolerance: 1 / 16 });
  });

  it.each([
    ['float_tolerance', /takes a number/],
    ['float_tolerance x', /takes a number/],
    ['float_absolute_tolerance -1', /0 or more/],
    ['case_insensitive', /Unknown validator flag "case_insensitive"/],
  ])('refuses "%s"', (flags, message) => {
    const parsed = parseValidatorFlags(flags);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toMatch(message);
  });
});
