import { Card, Form, Input } from 'antd';
import { checks, FORM_LANGUAGES } from '../problemForm';
import { ListErrors, rule } from './formRules';

/** Starting code and reference solution for each of the three languages, in a fixed order. */
export function CodeTemplateFields() {
  return (
    <>
      <Form.List name="startCode" rules={[rule(checks.languages)]}>
        {(_fields, _ops, { errors }) => <ListErrors errors={errors} />}
      </Form.List>
      <Form.List name="referenceSolution" rules={[rule(checks.languages)]}>
        {(_fields, _ops, { errors }) => <ListErrors errors={errors} />}
      </Form.List>
      {FORM_LANGUAGES.map((language, i) => (
        <Card key={language} size="small" type="inner" title={language} style={{ marginBottom: 12 }}>
          <Form.Item required name={['startCode', i, 'initialCode']} label={`${language} initial code`} rules={[rule(checks.initialCode)]}>
            <Input.TextArea className="ad-mono" autoSize={{ minRows: 4, maxRows: 16 }} spellCheck={false} />
          </Form.Item>
          <Form.Item
            required
            name={['referenceSolution', i, 'completeCode']}
            label={`${language} reference solution`}
            rules={[rule(checks.completeCode)]}
          >
            <Input.TextArea className="ad-mono" autoSize={{ minRows: 4, maxRows: 16 }} spellCheck={false} />
          </Form.Item>
        </Card>
      ))}
    </>
  );
}
