import type { ReactNode } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import {
  checks,
  DIFFICULTIES,
  formToBody,
  MEMORY_LIMIT_PLACEHOLDER,
  OUTPUT_LIMIT_PLACEHOLDER,
  tagOptions,
  TIME_LIMIT_PLACEHOLDER,
  type ProblemFormValues,
} from '../problemForm';
import type { ProblemBody } from '@forge/contracts';
import { CodeTemplateFields } from './CodeTemplateFields';
import { DescriptionField } from './DescriptionField';
import { rule } from './formRules';
import { TestCaseFields } from './TestCaseFields';
import { WrongSolutionFields } from './WrongSolutionFields';
import { JudgingFields } from './JudgingFields';
import { SubtaskFields } from './SubtaskFields';

interface ProblemFormProps {
  readonly initialValues: ProblemFormValues;
  readonly submitLabel: string;
  readonly saving: boolean;
  /** Read-only without a spinner, e.g. once saved. */
  readonly locked?: boolean;
  readonly error: string | null;
  readonly notice?: string | null;
  readonly onSubmit: (body: ProblemBody) => void;
  readonly extraActions?: ReactNode;
}

/** The create and update form (spec §5): Basic Information, Test Cases, Code Templates, Judging and Subtasks (issue 31), Wrong Solutions. Remount (key) to load other values. */
export function ProblemForm({
  initialValues,
  submitLabel,
  saving,
  locked = false,
  error,
  notice,
  onSubmit,
  extraActions,
}: ProblemFormProps) {
  const [form] = Form.useForm<ProblemFormValues>();

  return (
    <Form
      form={form}
      name="problem"
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
      onFinish={() => onSubmit(formToBody(form.getFieldsValue(true) as ProblemFormValues))}
      disabled={saving || locked}
    >
      <Card title="Basic Information" className="ad-section">
        <Form.Item required name="title" label="Title" rules={[rule(checks.title)]}>
          <Input placeholder="Problem title" maxLength={200} />
        </Form.Item>
        <DescriptionField />
        <div className="ad-case-grid">
          <Form.Item required name="difficulty" label="Difficulty" rules={[rule(checks.difficulty)]}>
            <Select options={[...DIFFICULTIES]} />
          </Form.Item>
          <Form.Item required name="tags" label="Tag" rules={[rule(checks.tags)]}>
            <Select options={tagOptions(initialValues.tags)} placeholder="Choose a tag" />
          </Form.Item>
          <Form.Item name="outputLimitKb" label="Output limit (kB)" rules={[rule(checks.outputLimitKb)]}>
            <InputNumber min={1} step={1} precision={0} placeholder={OUTPUT_LIMIT_PLACEHOLDER} style={{ width: '100%' }} />
          </Form.Item>
          {/* A step of 1 keeps 3 as 3 (not 3.0); 2.5 may still be typed. */}
          <Form.Item name="timeLimitSeconds" label="Time limit (seconds)" rules={[rule(checks.timeLimitSeconds)]}>
            <InputNumber min={0.5} max={10} step={1} placeholder={TIME_LIMIT_PLACEHOLDER} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="memoryLimitMb" label="Memory limit (MB)" rules={[rule(checks.memoryLimitMb)]}>
            <InputNumber min={32} max={1024} step={32} precision={0} placeholder={MEMORY_LIMIT_PLACEHOLDER} style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Card>

      <Card title="Test Cases" className="ad-section">
        <TestCaseFields />
      </Card>

      <Card title="Code Templates" className="ad-section">
        <CodeTemplateFields />
      </Card>

      <Card title="Judging" className="ad-section">
        <JudgingFields />
      </Card>

      <Card title="Subtasks" className="ad-section">
        <SubtaskFields />
      </Card>

      <Card title="Wrong Solutions" className="ad-section">
        <WrongSolutionFields />
      </Card>

      <div className="ad-form-footer">
        <div aria-live="polite">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" />}
          {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 12 }} role="status" />}
        </div>
        <div className="ad-form-actions">
          <Button type="primary" htmlType="submit" size="large" loading={saving}>
            {saving ? 'Checking reference and wrong solutions…' : submitLabel}
          </Button>
          {extraActions}
        </div>
      </div>
    </Form>
  );
}
