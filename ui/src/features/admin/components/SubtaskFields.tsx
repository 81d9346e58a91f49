import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { checkSubtasks, emptySubtask, totalPoints, type SubtaskValues } from '../judgingForm';
import { checks } from '../problemForm';
import { CardList } from './CardList';
import { rule } from './formRules';

/**
 * Scored subtasks (issue 31): each a name, its points and the hidden cases it groups, and the
 * earlier subtasks it depends on. None: the problem is judged as the spec says, with no score.
 */
export function SubtaskFields() {
  const form = Form.useFormInstance();
  const rows = Form.useWatch<SubtaskValues[] | undefined>('subtasks', { form, preserve: true }) ?? [];
  const hidden = Form.useWatch<unknown[] | undefined>('hiddenTestCases', { form, preserve: true }) ?? [];
  const total = totalPoints(rows);

  return (
    <>
      <Typography.Paragraph type="secondary">
        Optional. A subtask scores its points when every hidden case in it passes (and every subtask it depends on scored); every hidden
        case belongs to exactly one. Cases are the hidden cases&apos; numbers above, such as 1-3, 5.
      </Typography.Paragraph>
      <CardList
        name="subtasks"
        check={(list: SubtaskValues[] | undefined) => checkSubtasks(list, hidden.length)}
        itemTitle={(n) => `Subtask ${n}`}
        addLabel="Add Subtask"
        newItem={emptySubtask}
      >
        {(field, n) => (
          <div className="ad-subtask-grid">
            <Form.Item required name={[field.name, 'name']} label="Name" rules={[rule(checks.subtaskName)]}>
              <Input placeholder="small" maxLength={50} aria-label={`Subtask ${n} name`} />
            </Form.Item>
            <Form.Item required name={[field.name, 'points']} label="Points" rules={[rule(checks.subtaskPoints)]}>
              <InputNumber min={1} max={1000} precision={0} placeholder="30" aria-label={`Subtask ${n} points`} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item required name={[field.name, 'cases']} label="Hidden cases" rules={[rule(checks.subtaskCases)]}>
              <Input
                className="ad-mono"
                placeholder="1-3, 5"
                aria-label={`Subtask ${n} hidden cases`}
                spellCheck={false}
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item name={[field.name, 'dependsOn']} label="Depends on">
              <Select
                mode="multiple"
                allowClear
                placeholder={n === 1 ? 'No earlier subtask' : 'None'}
                disabled={n === 1}
                aria-label={`Subtask ${n} depends on`}
                options={rows
                  .slice(0, n - 1)
                  .map((r) => r.name.trim())
                  .filter(Boolean)
                  .map((name) => ({ value: name, label: name }))}
              />
            </Form.Item>
          </div>
        )}
      </CardList>
      {rows.length > 0 && (
        <div className="ad-subtask-total" data-testid="subtask-total" aria-live="polite">
          Total: <strong>{total}</strong> points over {rows.length} subtask{rows.length === 1 ? '' : 's'}
        </div>
      )}
    </>
  );
}
