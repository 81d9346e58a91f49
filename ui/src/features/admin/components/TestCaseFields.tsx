import { Form, Input, Typography } from 'antd';
import { checks } from '../problemForm';
import { CardList } from './CardList';
import { rule } from './formRules';

const cases = {
  visible: { title: 'Visible', list: 'visibleTestCases', empty: { input: '', output: '', explanation: '' } },
  hidden: { title: 'Hidden', list: 'hiddenTestCases', empty: { input: '', output: '' } },
} as const;

/** One list of cases: input and output each; visible cases also carry an explanation for learners. */
function CaseList({ kind }: { kind: keyof typeof cases }) {
  const { title, list, empty } = cases[kind];
  return (
    <>
      <Typography.Title level={5}>{title} Test Cases</Typography.Title>
      <CardList
        name={list}
        check={checks[list]}
        itemTitle={(n) => `${title} case ${n}`}
        addLabel={`Add ${title} Case`}
        newItem={() => ({ ...empty })}
        addStyle={kind === 'visible' ? { marginBottom: 24 } : undefined}
      >
        {(field) => (
          <>
            <div className="ad-case-grid">
              <Form.Item required name={[field.name, 'input']} label="Input" rules={[rule(checks.input)]}>
                <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
              <Form.Item required name={[field.name, 'output']} label="Output" rules={[rule(checks.output)]}>
                <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
              </Form.Item>
            </div>
            {kind === 'visible' && (
              <Form.Item required name={[field.name, 'explanation']} label="Explanation" rules={[rule(checks.explanation)]}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
              </Form.Item>
            )}
          </>
        )}
      </CardList>
    </>
  );
}

/** Visible cases (with explanation, shown to learners) and hidden cases (judged on submit). */
export function TestCaseFields() {
  return (
    <>
      <CaseList kind="visible" />
      <CaseList kind="hidden" />
    </>
  );
}
