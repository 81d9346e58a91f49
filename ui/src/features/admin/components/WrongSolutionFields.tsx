import { Form, Input, Select, Typography } from 'antd';
import { checks, emptyWrongSolution, FORM_LANGUAGES, WRONG_SOLUTION_VERDICTS } from '../problemForm';
import { CardList } from './CardList';
import { rule } from './formRules';

const languageOptions = FORM_LANGUAGES.map((language) => ({ value: language, label: language }));

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
            </div>
            <Form.Item required name={[field.name, 'completeCode']} label="Code" rules={[rule(checks.wrongSolutionCode)]}>
              <Input.TextArea className="ad-mono" autoSize={{ minRows: 4, maxRows: 16 }} spellCheck={false} />
            </Form.Item>
          </>
        )}
      </CardList>
    </>
  );
}
