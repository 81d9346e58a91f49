import { Button, Card, Form, Input, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checks, emptyWrongSolution, FORM_LANGUAGES, WRONG_SOLUTION_VERDICTS } from '../problemForm';
import { ListErrors, rule } from './formRules';

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
      <Form.List name="wrongSolutions" rules={[rule(checks.wrongSolutions)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                type="inner"
                title={`Wrong solution ${i + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={`Remove wrong solution ${i + 1}`}
                  />
                }
              >
                <div className="ad-case-grid">
                  <Form.Item required name={[field.name, 'language']} label="Language" rules={[rule(checks.wrongSolutionLanguage)]}>
                    <Select options={languageOptions} aria-label={`Wrong solution ${i + 1} language`} />
                  </Form.Item>
                  <Form.Item
                    required
                    name={[field.name, 'expectedVerdict']}
                    label="Expected verdict"
                    rules={[rule(checks.expectedVerdict)]}
                  >
                    <Select options={WRONG_SOLUTION_VERDICTS} aria-label={`Wrong solution ${i + 1} expected verdict`} />
                  </Form.Item>
                </div>
                <Form.Item required name={[field.name, 'completeCode']} label="Code" rules={[rule(checks.wrongSolutionCode)]}>
                  <Input.TextArea className="ad-mono" autoSize={{ minRows: 4, maxRows: 16 }} spellCheck={false} />
                </Form.Item>
              </Card>
            ))}
            <ListErrors errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add(emptyWrongSolution())}>
              Add Wrong Solution
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
