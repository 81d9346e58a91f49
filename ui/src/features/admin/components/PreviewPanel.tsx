import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Form, Select, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { ProblemLanguage, ProblemPreviewBody } from '@forge/contracts';
import { formToInputValidator, formToValidation } from '../judgingForm';
import { type ProblemFormValues } from '../problemForm';
import { useFormLanguages } from './CodeTemplateFields';
import { previewMachine } from '../previewMachine';
import { CaseCard } from '../../runs/components/CaseCard';
import { useThemeVars } from '../../problem/components/themeVars';
import '../../problem/components/problem.css';

/** Said of a visible case whose input the form's input validator rejects. */
export const INPUT_REJECTED = 'The input validator rejects this input';

export const NO_REFERENCE = (language: ProblemLanguage) => `Write the ${language} reference solution first: Preview runs it.`;

/** The preview's body from the form as it stands: the chosen reference on the visible cases, through the validation being edited. */
export function previewBody(values: ProblemFormValues, language: ProblemLanguage): ProblemPreviewBody | null {
  const code = values.referenceSolution.find((r) => r.language === language)?.completeCode ?? '';
  if (code.trim() === '') return null;
  const validation = formToValidation(values.judging);
  const inputValidator = formToInputValidator(values.judging?.inputValidator);
  return {
    ...(validation ? { validation } : {}),
    ...(inputValidator ? { inputValidator } : {}),
    language,
    code,
    visibleTestCases: values.visibleTestCases.map(({ input, output }) => ({ input, output })),
    ...(typeof values.timeLimitSeconds === 'number' ? { timeLimitSeconds: values.timeLimitSeconds } : {}),
    ...(typeof values.memoryLimitMb === 'number' ? { memoryLimitMb: values.memoryLimitMb } : {}),
    ...(typeof values.outputLimitKb === 'number' ? { outputLimitKb: values.outputLimitKb } : {}),
  };
}

/**
 * Preview (issue 31): a reference solution (C++ unless another is chosen) judged on the form's
 * visible cases through the checker being edited, nothing saved; each case's verdict, the
 * checker's message and an interactive case's transcript, as a learner's run shows them.
 */
export function PreviewPanel() {
  const form = Form.useFormInstance<ProblemFormValues>();
  const [state, send] = useMachine(previewMachine);
  const [language, setLanguage] = useState<ProblemLanguage>('C++');
  const [missing, setMissing] = useState<string | null>(null);
  const languages = useFormLanguages();
  const vars = useThemeVars();
  const { body, preview, error } = state.context;
  const previewing = state.matches('previewing');

  const run = () => {
    const next = previewBody(form.getFieldsValue(true) as ProblemFormValues, language);
    setMissing(next ? null : NO_REFERENCE(language));
    if (next) send({ type: 'PREVIEW', body: next });
  };

  return (
    <section className="ad-preview" aria-label="Preview" style={vars}>
      <Typography.Text strong>Preview</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Runs a reference solution on the visible cases through this judging, without saving.
      </Typography.Paragraph>
      <div className="ad-preview-actions">
        <Select
          value={language}
          onChange={setLanguage}
          options={languages.map((l) => ({ value: l, label: `${l} reference` }))}
          aria-label="Reference solution to preview"
          style={{ minWidth: 180 }}
        />
        <Button icon={<EyeOutlined />} onClick={run} loading={previewing}>
          {previewing ? 'Judging the visible cases…' : 'Preview'}
        </Button>
      </div>
      <div aria-live="polite" data-testid="preview-result">
        {missing && <Alert type="warning" showIcon title={missing} style={{ marginTop: 12 }} />}
        {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 12 }} />}
        {preview && body && (
          <div style={{ marginTop: 12 }}>
            {preview.checkerCompileOutput !== null && (
              <Alert
                type="error"
                showIcon
                title="The checker does not compile"
                description={<pre className="ad-compile-output">{preview.checkerCompileOutput}</pre>}
                style={{ marginBottom: 12 }}
              />
            )}
            {preview.compileOutput !== null && (
              <Alert
                type="error"
                showIcon
                title={`The ${body.language} reference does not compile`}
                description={<pre className="ad-compile-output">{preview.compileOutput}</pre>}
                style={{ marginBottom: 12 }}
              />
            )}
            {preview.cases.map((c, i) => (
              <CaseCard
                key={i}
                testId="preview-case"
                view={{
                  title: `Visible case ${i + 1}`,
                  input: body.visibleTestCases[i]?.input ?? '',
                  expected: body.visibleTestCases[i]?.output ?? null,
                  actual: c.stdout,
                  statusId: c.status_id,
                  ...(c.checkerMessage !== undefined ? { checkerMessage: c.checkerMessage } : {}),
                  ...(c.transcript !== undefined ? { transcript: c.transcript } : {}),
                  // The form's input validator rejects this input: saving would be refused for it (issue 33).
                  ...(c.inputRejected !== undefined ? { note: `${INPUT_REJECTED}: ${c.inputRejected}` } : {}),
                }}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
