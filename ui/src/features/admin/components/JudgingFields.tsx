import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Form, Input, Select, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checkerCompileMachine, CHECKER_COMPILES, INTERACTOR_COMPILES } from '../checkerCompileMachine';
import {
  aceModeOf,
  CHECKER_LANGUAGES,
  CHECKER_PROTOCOLS,
  compilableValidation,
  describeFlags,
  VALIDATION_MODES,
  type InputValidatorValues,
  type JudgingValues,
} from '../judgingForm';
import { checks } from '../problemForm';
import { ListErrors, rule } from './formRules';
import { PreviewPanel } from './PreviewPanel';
import { LazySourceEditor } from './LazySourceEditor';

/**
 * How a case's output is checked (issue 31): exact (the default), the Kattis token rule with its
 * flags, a checker of the problem's own (Kattis or testlib), or an interactor; a checker's source
 * compiles as it is typed, and Preview judges a reference solution on the visible cases through it.
 */
export function JudgingFields() {
  const form = Form.useFormInstance();
  const judging = Form.useWatch<JudgingValues | undefined>('judging', { form, preserve: true });
  const mode = judging?.mode ?? 'exact';
  const program = mode === 'checker' || mode === 'interactor';
  const what = mode === 'interactor' ? 'Interactor' : 'Checker';

  return (
    <>
      <Typography.Paragraph type="secondary">
        How each case&apos;s output is judged. Saving judges the reference and wrong solutions through it.
      </Typography.Paragraph>
      <div className="ad-case-grid">
        <Form.Item name={['judging', 'mode']} label="Output validation">
          <Select options={[...VALIDATION_MODES]} aria-label="Output validation" />
        </Form.Item>
        {mode === 'checker' && (
          <Form.Item name={['judging', 'protocol']} label="Checker protocol">
            <Select options={[...CHECKER_PROTOCOLS]} aria-label="Checker protocol" />
          </Form.Item>
        )}
        {program && (
          <Form.Item name={['judging', 'language']} label={`${what} language`}>
            <Select options={CHECKER_LANGUAGES} aria-label={`${what} language`} />
          </Form.Item>
        )}
      </div>
      {mode === 'tokens' && <FlagsField flags={judging?.flags ?? ''} />}
      {program && (
        <>
          <Form.Item
            required
            name={['judging', 'source']}
            label={`${what} source`}
            rules={[rule(mode === 'checker' ? checks.checkerSource : checks.interactorSource)]}
            extra={
              mode === 'interactor'
                ? 'A Kattis interactor: run as interactor input_file answer_file feedback_dir, talking with the program on stdin and stdout; exit 42 accepts, 43 rejects.'
                : judging?.protocol === 'testlib'
                  ? 'A testlib checker: run as checker input output answer; its verdict by exit code (0 accepts), its message on stderr.'
                  : 'A Kattis output validator: run as validator input_file answer_file feedback_dir with the output on stdin; exit 42 accepts, 43 rejects, judgemessage.txt says why.'
            }
          >
            <LazySourceEditor mode={aceModeOf[judging?.language ?? 'cpp']} label={`${what} source`} />
          </Form.Item>
          <CompileCheck judging={judging} what={what} />
          <HelperFiles />
        </>
      )}
      <InputValidatorFields />
      <PreviewPanel />
    </>
  );
}

/**
 * The problem's input validator (issue 33), optional: saving runs it on every case's input, and a
 * learner's custom input it rejects is not run. Its helper files (a built-in problem's shared
 * reader) are kept as they loaded.
 */
function InputValidatorFields() {
  const form = Form.useFormInstance();
  const values = Form.useWatch<InputValidatorValues | undefined>(['judging', 'inputValidator'], { form, preserve: true });
  const files = values?.files ?? [];
  return (
    <>
      <div className="ad-case-grid">
        <Form.Item name={['judging', 'inputValidator', 'language']} label="Input validator language" initialValue="cpp">
          <Select options={CHECKER_LANGUAGES} aria-label="Input validator language" />
        </Form.Item>
      </div>
      <Form.Item
        name={['judging', 'inputValidator', 'source']}
        label="Input validator source (optional)"
        extra={`A Kattis input validator: a case's input on stdin; exit 42 when it is valid, 43 (with the reason on stdout) when not. It must accept every case; custom inputs it rejects are not run.${
          files.length > 0 ? ` Helper files: ${files.map((f) => f.name).join(', ')}.` : ''
        }`}
      >
        <LazySourceEditor mode={aceModeOf[values?.language ?? 'cpp']} label="Input validator source" />
      </Form.Item>
    </>
  );
}

/** The Kattis flags, checked as they are typed with the rule the server applies, and what they will do. */
function FlagsField({ flags }: { flags: string }) {
  const described = describeFlags(flags);
  return (
    <Form.Item
      name={['judging', 'flags']}
      label="Validator flags"
      rules={[rule(checks.flags)]}
      extra={
        described ?? 'case_sensitive, space_change_sensitive, float_relative_tolerance ε, float_absolute_tolerance ε, float_tolerance ε'
      }
    >
      <Input className="ad-mono" placeholder="float_tolerance 1e-6" spellCheck={false} autoComplete="off" />
    </Form.Item>
  );
}

/** The live compile check: a second after the source stops changing, the checker is compiled alone. */
function CompileCheck({ judging, what }: { judging: JudgingValues | undefined; what: string }) {
  const [state, send] = useMachine(checkerCompileMachine);
  const validation = compilableValidation(judging);
  const key = validation ? JSON.stringify(validation) : null;
  // Sent when what would compile changes, not on every render.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (key === sent.current) return;
    sent.current = key;
    send({ type: 'SOURCE', validation });
  }, [key, send, validation]);

  const { status, message } = state.context;
  return (
    <div className="ad-compile" aria-live="polite" data-testid="compile-check" data-status={status}>
      {(status === 'waiting' || status === 'compiling') && (
        <span className="ad-compile-pending">
          <Spin size="small" /> {status === 'compiling' ? `Compiling the ${what.toLowerCase()}…` : 'Compiles when you stop typing'}
        </span>
      )}
      {status === 'compiles' && <Alert type="success" showIcon title={what === 'Checker' ? CHECKER_COMPILES : INTERACTOR_COMPILES} />}
      {status === 'fails' && (
        <Alert
          type="error"
          showIcon
          title={`The ${what.toLowerCase()} does not compile`}
          description={<pre className="ad-compile-output">{message}</pre>}
        />
      )}
      {status === 'unavailable' && <Alert type="warning" showIcon title={`Could not check the ${what.toLowerCase()}: ${message}`} />}
    </div>
  );
}

/** Files the checker's source includes (testlib.h, a header of its own), each with its name and content. */
function HelperFiles() {
  return (
    <Form.List name={['judging', 'files']} rules={[rule(checks.files)]}>
      {(fields, { add, remove }, { errors }) => (
        <div className="ad-helper-files">
          <Typography.Text strong>Helper files</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Compiled beside the source, as it includes them (testlib.h for a testlib checker).
          </Typography.Paragraph>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              type="inner"
              title={`Helper file ${i + 1}`}
              style={{ marginBottom: 12 }}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label={`Remove helper file ${i + 1}`}
                />
              }
            >
              <Form.Item required name={[field.name, 'name']} label="File name" rules={[rule(checks.fileName)]}>
                <Input className="ad-mono" placeholder="testlib.h" aria-label={`Helper file ${i + 1} name`} spellCheck={false} />
              </Form.Item>
              <Form.Item name={[field.name, 'content']} label="Content">
                <Input.TextArea
                  className="ad-mono"
                  autoSize={{ minRows: 3, maxRows: 14 }}
                  aria-label={`Helper file ${i + 1} content`}
                  spellCheck={false}
                />
              </Form.Item>
            </Card>
          ))}
          <ListErrors errors={errors} />
          <Button icon={<PlusOutlined />} onClick={() => add({ name: '', content: '' })} style={{ marginBottom: 16 }}>
            Add Helper File
          </Button>
        </div>
      )}
    </Form.List>
  );
}
