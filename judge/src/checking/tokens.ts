import { parseFloatToken, type TokenRules } from '@forge/contracts';

/** A case's output checked: accepted or not, and the checker's reason when it is not. */
export interface CheckOutcome {
  readonly accepted: boolean;
  /** Why it was rejected (the Kattis validator's judge message, a checker's words); null when accepted. */
  readonly message: string | null;
  /** A word on the rejection for its verdict's description: testlib's "presentation error". */
  readonly qualifier?: string;
  /** Set when the checker itself failed (crashed, ran out of time, said it failed): no verdict on the output, an Internal Error. */
  readonly failure?: string;
}

/** C's `isspace` in the C locale: what separates tokens for the Kattis validator. */
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const clip = (token: string) => (token.length > 200 ? `${token.slice(0, 200)}...` : token);

/** Reads text as the validator's streams do: whitespace, then a token, keeping the line count. */
class Reader {
  private pos = 0;
  line = 1;
  constructor(private readonly text: string) {}
  peekSpace(): string | undefined {
    const c = this.text[this.pos];
    return isSpace(c) ? c : undefined;
  }
  take(): string | undefined {
    const c = this.text[this.pos];
    if (c === undefined) return undefined;
    this.pos++;
    if (c === '\n') this.line++;
    return c;
  }
  token(): string | null {
    while (isSpace(this.text[this.pos])) this.take();
    const start = this.pos;
    while (this.pos < this.text.length && !isSpace(this.text[this.pos])) this.pos++;
    return this.pos > start ? this.text.slice(start, this.pos) : null;
  }
  get consumed(): number {
    return this.pos;
  }
}

/**
 * The Kattis default output validator's rule: the answer's and the output's tokens compared one by
 * one, letter case ignored unless `caseSensitive`, whitespace free unless `spaceChangeSensitive`
 * (then it must be the very same characters). Where a tolerance is set, a token of the answer that
 * is a float accepts any float token within the absolute or the relative tolerance.
 */
export function compareTokens(output: string, answer: string, rules: TokenRules): CheckOutcome {
  const judge = new Reader(answer);
  const team = new Reader(output);
  const wrong = (why: string): CheckOutcome => ({
    accepted: false,
    message: `Wrong answer on line ${team.line} of output (corresponding to line ${judge.line} in answer file)\n${why}`,
  });
  const useFloats = rules.floatAbsoluteTolerance !== null || rules.floatRelativeTolerance !== null;
  for (let index = 0; ; index++) {
    for (let c = judge.peekSpace(); c !== undefined; c = judge.peekSpace()) {
      judge.take();
      if (rules.spaceChangeSensitive) {
        const d = team.take();
        if (c !== d) return wrong(`Space change error: got ${d === undefined ? -1 : d.charCodeAt(0)} expected ${c.charCodeAt(0)}`);
      }
    }
    for (let d = team.peekSpace(); d !== undefined; d = team.peekSpace()) {
      if (rules.spaceChangeSensitive) return wrong(`Space change error: judge out of space, got ${d.charCodeAt(0)} from user`);
      team.take();
    }
    const expected = judge.token();
    if (expected === null) break;
    const got = team.token();
    if (got === null) {
      const why =
        index > 0
          ? 'User EOF while judge had more output'
          : team.consumed === 0
            ? 'User EOF while judge had more output; user output was empty.'
            : 'User EOF while judge had more output; user output contained no tokens.';
      return wrong(`${why}\n(Next judge token: ${clip(expected)})`);
    }
    const judgeValue = useFloats ? parseFloatToken(expected) : null;
    if (judgeValue !== null) {
      const teamValue = parseFloatToken(got);
      if (teamValue === null) return wrong(`Expected float, got: ${clip(got)}`);
      const difference = Math.abs(judgeValue - teamValue);
      const withinAbsolute = rules.floatAbsoluteTolerance !== null && difference <= rules.floatAbsoluteTolerance;
      const withinRelative = rules.floatRelativeTolerance !== null && difference <= rules.floatRelativeTolerance * Math.abs(judgeValue);
      if (!withinAbsolute && !withinRelative) {
        return wrong(
          `Too large difference.\n Judge: ${clip(expected)}\n User: ${clip(got)}\n Difference: ${(judgeValue - teamValue).toExponential(6)}\n` +
            ` (abs tol ${(rules.floatAbsoluteTolerance ?? -1).toExponential(6)} rel tol ${(rules.floatRelativeTolerance ?? -1).toExponential(6)})`,
        );
      }
    } else if (rules.caseSensitive ? expected !== got : asciiLower(expected) !== asciiLower(got)) {
      return wrong(`String tokens mismatch\nJudge: "${clip(expected)}"\nUser: "${clip(got)}"`);
    }
  }
  const trailing = team.token();
  if (trailing !== null) return wrong(`Trailing output:\n${clip(trailing)}`);
  return { accepted: true, message: null };
}
