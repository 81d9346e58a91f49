import { useSelector } from '@xstate/store-react';
import { Button, Input } from 'antd';
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { MAX_CUSTOM_CASES, MAX_CUSTOM_INPUT_BYTES, utf8Bytes } from '@forge/contracts';
import { caseLabel, customCases, type CaseInputs } from '../../runs/caseInputsStore';

const tooLong = (input: string) => utf8Bytes(input) > MAX_CUSTOM_INPUT_BYTES;

/** The inputs the next run checks: the examples, which the learner may edit, and cases of their own. */
export function CaseInputsEditor({ caseInputs, examples }: { caseInputs: CaseInputs; examples: readonly string[] }) {
  const cases = useSelector(caseInputs, (s) => s.context.cases);
  const custom = customCases(cases, examples).length;
  return (
    <section className="pp-case-inputs" aria-labelledby="pp-case-inputs-title">
      <h3 id="pp-case-inputs-title" className="pp-case-inputs-title">
        Inputs for the next run
      </h3>
      <div className="pp-hint">
        Edit an example or add inputs of your own (up to {MAX_CUSTOM_CASES}); Run checks them against the output of the problem&apos;s
        reference solution.
      </div>
      {cases.map((c, i) => {
        const label = caseLabel(i);
        const edited = c.example !== null && c.input !== examples[c.example];
        return (
          <div key={i} data-testid="case-input">
            <div className="pp-case-input-head">
              <span className="pp-field-label" style={{ margin: 0 }}>
                {label}
                {c.example === null ? ' (yours)' : edited ? ' (edited example)' : ' (example)'}
              </span>
              <span className="pp-spacer" />
              {c.example === null ? (
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${label}`}
                  onClick={() => caseInputs.send({ type: 'REMOVE', index: i })}
                />
              ) : (
                edited && (
                  <Button size="small" type="text" icon={<UndoOutlined />} onClick={() => caseInputs.send({ type: 'REMOVE', index: i })}>
                    Reset
                  </Button>
                )
              )}
            </div>
            <Input.TextArea
              value={c.input}
              aria-label={`${label} input`}
              autoSize={{ minRows: 1, maxRows: 8 }}
              spellCheck={false}
              style={{ fontFamily: 'var(--pp-mono)', fontSize: 13 }}
              status={tooLong(c.input) ? 'error' : undefined}
              onChange={(e) => caseInputs.send({ type: 'EDIT', index: i, input: e.target.value })}
            />
            {tooLong(c.input) && (
              <div className="pp-hint" role="alert" style={{ color: 'var(--pp-error)' }}>
                This input is too long (at most 64 kB)
              </div>
            )}
          </div>
        );
      })}
      <div className="pp-case-input-head">
        <Button size="small" icon={<PlusOutlined />} disabled={custom >= MAX_CUSTOM_CASES} onClick={() => caseInputs.send({ type: 'ADD' })}>
          Add case
        </Button>
        <span className="pp-hint">
          {custom} of {MAX_CUSTOM_CASES} custom cases
        </span>
      </div>
    </section>
  );
}
