import { Button, Card, Form, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checks } from '../problemForm';
import { ListErrors, rule } from './formRules';

/** Visible cases (with explanation, shown to learners) and hidden cases (judged on submit). */
export function TestCaseFields() {
  return (
    <>
      <Typography.Title level={5}>Visible Test Cases</Typography.Title>
      <Form.List name="visibleTestCases" rules={[rule(checks.visibleTestCases)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`Visible case ${i + 1}`}
                style={{ marginBottom: 12 }}
                extra={<Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`Remove visible case ${i + 1}`} />}
              >
                <div className="ad-case-grid">
                  <Form.Item required name={[field.name, 'input']} label="Input" rules={[rule(checks.input)]}>
                    <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
                  </Form.Item>
                  <Form.Item required name={[field.name, 'output']} label="Output" rules={[rule(checks.output)]}>
                    <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
                  </Form.Item>
                </div>
                <Form.Item required name={[field.name, 'explanation']} label="Explanation" rules={[rule(checks.explanation)]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                </Form.Item>
              </Card>
            ))}
            <ListErrors errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ input: '', output: '', explanation: '' })} style={{ marginBottom: 24 }}>
              Add Visible Case
            </Button>
          </>
        )}
      </Form.List>

      <Typography.Title level={5}>Hidden Test Cases</Typography.Title>
      <Form.List name="hiddenTestCases" rules={[rule(checks.hiddenTestCases)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`Hidden case ${i + 1}`}
                style={{ marginBottom: 12 }}
                extra={<Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={`Remove hidden case ${i + 1}`} />}
              >
                <div className="ad-case-grid">
                  <Form.Item required name={[field.name, 'input']} label="Input" rules={[rule(checks.input)]}>
                    <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
                  </Form.Item>
                  <Form.Item required name={[field.name, 'output']} label="Output" rules={[rule(checks.output)]}>
                    <Input.TextArea className="ad-mono" autoSize={{ minRows: 2, maxRows: 8 }} />
                  </Form.Item>
                </div>
              </Card>
            ))}
            <ListErrors errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add({ input: '', output: '' })}>
              Add Hidden Case
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
