import { useState } from 'react';
import { Alert, Form, Input, Typography } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { describeLoaded, pairCaseFiles } from '../caseFiles';
import { checks } from '../problemForm';
import { CardList } from './CardList';
import { rule } from './formRules';

const cases = {
  visible: { title: 'Visible', list: 'visibleTestCases', empty: { input: '', output: '', explanation: '' } },
  hidden: { title: 'Hidden', list: 'hiddenTestCases', empty: { input: '', output: '' } },
} as const;

type CaseValues = { input: string; output: string; explanation?: string };
const isBlank = (c: CaseValues | undefined) => !c || (!c.input.trim() && !c.output.trim() && !c.explanation?.trim());

/**
 * Loads cases from `.in`/`.ans` files (several at once, paired by base name), appended after the
 * cases typed so far (a blank one is replaced). A visible case still needs its explanation typed.
 */
function CaseFilesInput({ kind }: { kind: keyof typeof cases }) {
  const form = Form.useFormInstance();
  const [loaded, setLoaded] = useState<string | null>(null);
  const { title, list, empty } = cases[kind];
  const id = `${list}-files`;
  const load = async (input: HTMLInputElement) => {
    const files = await Promise.all([...(input.files ?? [])].map(async (f) => ({ name: f.name, text: await f.text() })));
    input.value = '';
    const paired = pairCaseFiles(files);
    const kept = ((form.getFieldValue(list) as CaseValues[] | undefined) ?? []).filter((c) => !isBlank(c));
    form.setFieldValue(list, [...kept, ...paired.cases.map(({ input: i, output }) => ({ ...empty, input: i, output }))]);
    setLoaded(describeLoaded(paired));
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <label htmlFor={id}>
        <FileAddOutlined aria-hidden /> Load {title.toLowerCase()} cases from .in/.ans files
      </label>{' '}
      <input id={id} type="file" multiple accept=".in,.ans" onChange={(e) => void load(e.currentTarget)} />
      {loaded && (
        <Alert
          type={loaded.includes('Left out') ? 'warning' : 'success'}
          showIcon
          role="status"
          title={kind === 'visible' ? `${loaded} Type each visible case's explanation.` : loaded}
          style={{ marginTop: 8 }}
        />
      )}
    </div>
  );
}

/** One list of cases: input and output each; visible cases also carry an explanation for learners. */
function CaseList({ kind }: { kind: keyof typeof cases }) {
  const { title, list, empty } = cases[kind];
  return (
    <>
      <Typography.Title level={5}>{title} Test Cases</Typography.Title>
      <CaseFilesInput kind={kind} />
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
