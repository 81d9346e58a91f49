import { Form, InputNumber, Select, Typography } from 'antd';
import type { ProblemLanguage, WrongSolutionVerdict } from '@forge/contracts';
import { aceModeOfLanguage } from '../../problem/format';
import { LazySourceEditor } from './LazySourceEditor';
import { checkExpectedScore, checks, emptyWrongSolution, WRONG_SOLUTION_LANGUAGES, WRONG_SOLUTION_VERDICTS } from '../problemForm';
import type { SubtaskValues } from '../judgingForm';
import { CardList } from './CardList';
import { rule } from './formRules';

const languageOptions = WRONG_SOLUTION_LANGUAGES.map((language) => ({ value: language, label: language }));

/**
 * Solutions the cases must reject, each with the verdict it must get (a naive complexity: Time
 * Limit Exceeded; an overflow: Wrong Answer). Saving proves each gets it; learners never see them.
 */
export function WrongSolutionFields() {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Saving judges each one on every case: it must get exactly its expected verdict, or the problem is not saved.
      </Typography.Paragraph>
      <CardList
        name="wrongSolutions"
        check={checks.wrongSolutions}
        itemTitle={(n) => `Wrong solution ${n}`}
        addLabel="Add Wrong Solution"
        newItem={emptyWrongSolution}
      >
        {(field, n) => (
          <>
            <div className="ad-case-grid">
              <Form.Item required name={[field.name, 'language']} label="Language" rules={[rule(checks.wrongSolutionLanguage)]}>
                <Select options={languageOptions} aria-label={`Wrong solution ${n} language`} />
              </Form.Item>
              <Form.Item required name={[field.name, 'expectedVerdict']} label="Expected verdict" rules={[rule(checks.expectedVerdict)]}>
                <Select options={WRONG_SOLUTION_VERDICTS} aria-label={`Wrong solution ${n} expected verdict`} />
              </Form.Item>
              <ExpectedScoreField name={field.name} n={n} />
            </div>
            <Form.Item required name={[field.name, 'completeCode']} label="Code" rules={[rule(checks.wrongSolutionCode)]}>
              <WrongSolutionCode name={field.name} n={n} />
            </Form.Item>
          </>
        )}
      </CardList>
    </>
  );
}

/** The wrong solution's code in the editor, in its language's mode; the form item's value, onChange and id pass through. */
function WrongSolutionCode({
  name,
  n,
  ...field
}: {
  name: number;
  n: number;
  id?: string;
  value?: string;
  onChange?: (code: string) => void;
}) {
  const form = Form.useFormInstance();
  const language = Form.useWatch<ProblemLanguage | undefined>(['wrongSolutions', name, 'language'], form);
  return <LazySourceEditor {...field} mode={aceModeOfLanguage(language ?? 'C++')} label={`Wrong solution ${n} code`} height={240} />;
}

/** With the Partial verdict (a problem with subtasks): the points the solution must score, below full marks. */
function ExpectedScoreField({ name, n }: { name: number; n: number }) {
  const form = Form.useFormInstance();
  const verdict = Form.useWatch<WrongSolutionVerdict | undefined>(['wrongSolutions', name, 'expectedVerdict'], form);
  if (verdict !== 'Partial') return null;
  return (
    <Form.Item
      required
      name={[name, 'expectedScore']}
      label="Expected score"
      rules={[
        {
          validator: (_rule: unknown, value: number | null | undefined) => {
            const message = checkExpectedScore('Partial', value, form.getFieldValue('subtasks') as SubtaskValues[] | undefined);
            return message ? Promise.reject(new Error(message)) : Promise.resolve();
          },
        },
      ]}
    >
      <InputNumber min={0} placeholder="20" aria-label={`Wrong solution ${n} expected score`} style={{ width: '100%' }} />
    </Form.Item>
  );
}
