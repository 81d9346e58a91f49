import type { InputValidator } from '@forge/contracts';
import { defaultJudging, formToInputValidator, inputValidatorToForm, validationToForm } from './judgingForm';

/** Issue 33: the judging section's optional input validator, to and from the wire. */
describe('the input validator fields', () => {
  const validator: InputValidator = {
    language: 'cpp',
    source: '#include "validator.h"\nint main() { Input in; in.integer(1, 10, "n"); in.endLine(); in.end(); }\n',
    files: [{ name: 'validator.h', content: '#pragma once\n' }],
  };

  it('load a problem’s validator with its helper files, and send it back as it came', () => {
    const judging = validationToForm(undefined, validator);
    expect(judging.inputValidator).toEqual({ language: 'cpp', source: validator.source, files: validator.files });
    expect(formToInputValidator(judging.inputValidator)).toEqual(validator);
  });

  it('are absent for a problem without one, and send nothing while the source is empty', () => {
    expect(validationToForm(undefined)).toEqual(defaultJudging());
    expect(formToInputValidator(undefined)).toBeUndefined();
    expect(formToInputValidator(inputValidatorToForm(undefined))).toBeUndefined();
    expect(formToInputValidator({ language: 'python', source: '  \n', files: [] })).toBeUndefined();
  });

  it('send a typed source in its language, C++ until another is chosen, with no files key when there are none', () => {
    expect(formToInputValidator({ language: 'python', source: 'import sys\nsys.exit(42)\n', files: [] })).toEqual({
      language: 'python',
      source: 'import sys\nsys.exit(42)\n',
    });
    expect(formToInputValidator({ source: 'int main() { return 42; }' })).toEqual({ language: 'cpp', source: 'int main() { return 42; }' });
  });

  it('keep the output validation’s own fields beside it', () => {
    const judging = validationToForm({ kind: 'tokens', flags: 'case_sensitive' }, validator);
    expect(judging).toMatchObject({ mode: 'tokens', flags: 'case_sensitive', inputValidator: { source: validator.source } });
  });
});
