import type { ProblemView } from '@forge/contracts';
import { CODE_MESSAGES, OPTIONAL_LANGUAGES, REQUIRED_LANGUAGES, withLanguage, withoutLanguage } from './codeLanguages';
import { emptyProblemForm, formToBody, MESSAGES, problemToForm, validateProblemForm, type ProblemFormValues } from './problemForm';

const three = (): ProblemFormValues => ({
  ...emptyProblemForm(),
  title: 'Sum',
  description: 'Add two integers.',
  visibleTestCases: [{ input: '1 2\n', output: '3\n', explanation: '1 + 2 = 3' }],
  hiddenTestCases: [{ input: '5 5\n', output: '10\n' }],
  startCode: [
    { language: 'C++', initialCode: 'int main(){}' },
    { language: 'Java', initialCode: 'class Main{}' },
    { language: 'JavaScript', initialCode: '//' },
  ],
  referenceSolution: [
    { language: 'C++', completeCode: 'a' },
    { language: 'Java', completeCode: 'b' },
    { language: 'JavaScript', completeCode: 'c' },
  ],
});

/** The three, with Python and C added through the form and written. */
const five = (): ProblemFormValues => {
  const values = { ...three(), ...withLanguage(withLanguage(three(), 'C'), 'Python') };
  values.startCode[3]!.initialCode = 'print()';
  values.startCode[4]!.initialCode = 'int main(void){}';
  values.referenceSolution[3]!.completeCode = 'print(3)';
  values.referenceSolution[4]!.completeCode = 'int main(void){return 0;}';
  return values;
};

const messages = (values: ProblemFormValues) => validateProblemForm(values).map((e) => `${e.name.join('.')}: ${e.message}`);
const languagesOf = (list: readonly { language: string }[]) => list.map((e) => e.language);
const asLoaded = (values: ProblemFormValues) => ({ _id: 'p1', ...formToBody(values) }) as unknown as ProblemView;

describe('the languages of the code templates (issue 32)', () => {
  it('requires the spec three and offers Python and C', () => {
    expect(REQUIRED_LANGUAGES).toEqual(['C++', 'Java', 'JavaScript']);
    expect(OPTIONAL_LANGUAGES).toEqual(['Python', 'C']);
    expect(languagesOf(emptyProblemForm().startCode)).toEqual(['C++', 'Java', 'JavaScript']);
  });

  describe('given a form with the three', () => {
    it('adds Python and C to both lists, in the editor order whichever comes first, with empty code', () => {
      const added = withLanguage(withLanguage(three(), 'C'), 'Python');
      expect(languagesOf(added.startCode)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
      expect(languagesOf(added.referenceSolution)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
      expect(added.startCode[3]).toEqual({ language: 'Python', initialCode: '' });
      expect(withLanguage(added, 'Python').startCode).toHaveLength(5);
    });

    it('an added language needs its start code and reference solution, with the spec messages', () => {
      expect(messages({ ...three(), ...withLanguage(three(), 'Python') })).toEqual([
        `startCode.3.initialCode: ${MESSAGES.initialCode}`,
        `referenceSolution.3.completeCode: ${MESSAGES.completeCode}`,
      ]);
    });

    it('still needs all three, in the spec words', () => {
      const values = five();
      values.startCode = values.startCode.filter((e) => e.language !== 'Java');
      expect(messages(values)).toEqual([`startCode: ${MESSAGES.languages}`]);
      const twice = five();
      twice.referenceSolution[4] = { language: 'Python', completeCode: 'x' };
      expect(messages(twice)).toEqual([`referenceSolution: ${MESSAGES.languages}`]);
    });
  });

  describe('given a form with Python and C', () => {
    it('is valid and sends both languages in both lists', () => {
      expect(validateProblemForm(five())).toEqual([]);
      const body = formToBody(five());
      expect(languagesOf(body.startCode)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
      expect(body.referenceSolution[3]).toEqual({ language: 'Python', completeCode: 'print(3)' });
    });

    it('removes one from both lists, and never one of the three', () => {
      const removed = withoutLanguage(five(), 'Python');
      expect(languagesOf(removed.startCode)).toEqual(['C++', 'Java', 'JavaScript', 'C']);
      expect(languagesOf(removed.referenceSolution)).toEqual(['C++', 'Java', 'JavaScript', 'C']);
      expect(languagesOf(withoutLanguage(five(), 'Java').startCode)).toHaveLength(5);
    });

    it('needs a reference solution for each language of the start code, in the server words', () => {
      const values = five();
      values.referenceSolution = values.referenceSolution.filter((e) => e.language !== 'C');
      expect(messages(values)).toEqual([`referenceSolution: ${CODE_MESSAGES.sameLanguages}`]);
    });

    it('loads back as it was saved, and saves unchanged', () => {
      const loaded = problemToForm(asLoaded(five()));
      expect(languagesOf(loaded.startCode)).toEqual(['C++', 'Java', 'JavaScript', 'Python', 'C']);
      expect(formToBody(loaded)).toEqual(formToBody(five()));
    });
  });

  it('loads a problem with C alone as the three and C', () => {
    const values = { ...three(), ...withLanguage(three(), 'C') };
    values.startCode[3]!.initialCode = 'int main(void){}';
    values.referenceSolution[3]!.completeCode = 'int main(void){return 0;}';
    expect(languagesOf(problemToForm(asLoaded(values)).referenceSolution)).toEqual(['C++', 'Java', 'JavaScript', 'C']);
  });

  it('takes a wrong solution in any of the five languages', () => {
    const values = five();
    values.wrongSolutions = [
      { language: 'Python', completeCode: 'slow', expectedVerdict: 'Time Limit Exceeded' },
      { language: 'C', completeCode: 'overflow', expectedVerdict: 'Wrong Answer' },
    ];
    expect(validateProblemForm(values)).toEqual([]);
    expect(formToBody(values).wrongSolutions?.map((w) => w.language)).toEqual(['Python', 'C']);
  });
});

describe('time factors (issue 32)', () => {
  it('sends no key when every factor is empty, so a problem without them saves as it loaded', () => {
    expect(formToBody(five())).not.toHaveProperty('timeFactors');
    expect(formToBody({ ...five(), timeFactors: { Python: null, C: undefined } })).not.toHaveProperty('timeFactors');
  });

  it('sends the factors set, and loads them back', () => {
    const values = { ...five(), timeFactors: { Python: 3, Java: 1.5, C: null } };
    expect(formToBody(values).timeFactors).toEqual({ Java: 1.5, Python: 3 });
    expect(problemToForm(asLoaded(values)).timeFactors).toEqual({ Java: 1.5, Python: 3 });
    expect(formToBody(problemToForm(asLoaded(values)))).toEqual(formToBody(values));
  });

  it('drops the factor of a language the problem no longer has', () => {
    const values = { ...five(), ...withoutLanguage(five(), 'Python'), timeFactors: { Python: 3, C: 2 } };
    expect(formToBody(values).timeFactors).toEqual({ C: 2 });
  });

  it('is from 1 to 5, in the server words', () => {
    expect(messages({ ...five(), timeFactors: { Python: 6, C: 0.5, Java: 5, JavaScript: 1 } })).toEqual([
      'timeFactors.Python: Time factor must be between 1 and 5',
      'timeFactors.C: Time factor must be between 1 and 5',
    ]);
  });
});
