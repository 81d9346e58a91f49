import { Button, Card, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checks } from '../problemForm';
import { ListErrors, rule } from './formRules';

const cases = {
  visible: { title: 'Visible', list: 'visibleTestCases', empty: { input: '', output: '', explanation: '' } },
  hidden: { title: 'Hidden', list: 'hiddenTestCases', empty: { input: '', output: '' } },
} as const;

/** One list of cases: input and output each; visible cases also carry an explanation for learners. */
function CaseList({ kind }: { kind: keyof typeof cases }) {
  const { title, list, empty } = cases[kind];
  const name = title.toLowerCase();
  return (
    <>
      <Typography.Title level={5}>{title} Test Cases</Typography.Title>
      <Form.List name={list} rules={[rule(checks[list])]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`${title} case ${i + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={`Remove ${name} case ${i + 1}`}
                  />
                }
              >
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
              </Card>
            ))}
            <ListErrors errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ ...empty })} style={kind === 'visible' ? { marginBottom: 24 } : undefined}>
              Add {title} Case
            </Button>
          </>
        )}
      </Form.List>
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
