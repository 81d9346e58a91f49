import { Form, Input } from 'antd';
import { StatementText } from '../../markdown/components/LazyMarkdown';
import { checks } from '../problemForm';
import { rule } from './formRules';

export const PREVIEW_EMPTY = 'The statement shows here as learners will read it.';

/** The statement's Markdown beside a live preview rendered as the problem page renders it. */
export function DescriptionField() {
  const description = Form.useWatch<string | undefined>('description') ?? '';
  return (
    <div className="ad-description">
      <Form.Item required name="description" label="Description" rules={[rule(checks.description)]}>
        <Input.TextArea
          placeholder={'Markdown with $math$: the story, then ## Input, ## Output and ## Constraints'}
          autoSize={{ minRows: 10, maxRows: 28 }}
          className="ad-description-source"
        />
      </Form.Item>
      <section className="ad-description-preview" aria-label="Description preview">
        <div className="ad-description-preview-label">Preview</div>
        {description.trim() === '' ? (
          <div className="ad-description-preview-empty">{PREVIEW_EMPTY}</div>
        ) : (
          <StatementText text={description} />
        )}
      </section>
    </div>
  );
}
