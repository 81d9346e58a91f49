import { Button, Card, Form, InputNumber, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { maxTimeFactor, type ProblemLanguage } from '@forge/contracts';
import { checks, type ProblemFormValues } from '../problemForm';
import { formLanguages, OPTIONAL_LANGUAGES, REQUIRED_LANGUAGES, withLanguage, withoutLanguage } from '../codeLanguages';
import { ListErrors, rule } from './formRules';
import { LazySourceEditor } from './LazySourceEditor';
import { aceModeOfLanguage } from '../../problem/format';

/** The languages the form has code for, in the editor's order: the spec's three, then Python and C once added. */
export function useFormLanguages(): ProblemLanguage[] {
  const form = Form.useFormInstance<ProblemFormValues>();
  const languages = Form.useWatch((values: ProblemFormValues) => formLanguages(values.startCode), { form, preserve: true });
  return languages.length > 0 ? languages : [...REQUIRED_LANGUAGES];
}

/**
 * Starting code and reference solution per language: C++, Java and JavaScript always (spec §5),
 * Python and C when the admin adds them (issue 32); then each language's time factor.
 */
export function CodeTemplateFields() {
  const form = Form.useFormInstance<ProblemFormValues>();
  const languages = useFormLanguages();
  const values = () => form.getFieldsValue(true) as ProblemFormValues;
  const change = (next: Pick<ProblemFormValues, 'startCode' | 'referenceSolution'>) => {
    form.setFieldValue('startCode', next.startCode);
    form.setFieldValue('referenceSolution', next.referenceSolution);
  };
  const indexOf = (list: 'startCode' | 'referenceSolution', language: ProblemLanguage) =>
    values()[list].findIndex((e) => e.language === language);

  return (
    <>
      <Form.List name="startCode" rules={[rule(checks.languages)]}>
        {(_fields, _ops, { errors }) => <ListErrors errors={errors} />}
      </Form.List>
      <Form.List name="referenceSolution" rules={[rule(checks.languages)]}>
        {(_fields, _ops, { errors }) => <ListErrors errors={errors} />}
      </Form.List>
      {languages.map((language) => (
        <Card
          key={language}
          size="small"
          type="inner"
          title={language}
          style={{ marginBottom: 12 }}
          extra={
            OPTIONAL_LANGUAGES.includes(language) && (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => change(withoutLanguage(values(), language))}
                aria-label={`Remove ${language}`}
              />
            )
          }
        >
          <Form.Item
            required
            name={['startCode', indexOf('startCode', language), 'initialCode']}
            label={`${language} initial code`}
            rules={[rule(checks.initialCode)]}
          >
            <LazySourceEditor mode={aceModeOfLanguage(language)} label={`${language} initial code`} height={200} />
          </Form.Item>
          <Form.Item
            required
            name={['referenceSolution', indexOf('referenceSolution', language), 'completeCode']}
            label={`${language} reference solution`}
            rules={[rule(checks.completeCode)]}
          >
            <LazySourceEditor mode={aceModeOfLanguage(language)} label={`${language} reference solution`} height={240} />
          </Form.Item>
        </Card>
      ))}
      <div className="ad-add-languages">
        {OPTIONAL_LANGUAGES.filter((l) => !languages.includes(l)).map((language) => (
          <Button key={language} icon={<PlusOutlined />} onClick={() => change(withLanguage(values(), language))}>
            Add {language}
          </Button>
        ))}
      </div>
      <TimeFactorFields languages={languages} />
    </>
  );
}

/** Each language's time limit as a factor of the problem's (issue 32): Python commonly needs more. */
function TimeFactorFields({ languages }: { languages: readonly ProblemLanguage[] }) {
  return (
    <fieldset className="ad-time-factors" aria-label="Time factors">
      <Typography.Text strong>Time factors</Typography.Text>
      <Typography.Paragraph type="secondary">
        {`A language's time limit as a multiple of the problem's, from 1 to ${maxTimeFactor}; empty is 1.`}
      </Typography.Paragraph>
      <div className="ad-case-grid">
        {languages.map((language) => (
          <Form.Item key={language} name={['timeFactors', language]} label={language} rules={[rule(checks.timeFactor)]}>
            <InputNumber
              min={1}
              max={maxTimeFactor}
              step={1}
              placeholder="1"
              aria-label={`${language} time factor`}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ))}
      </div>
    </fieldset>
  );
}
