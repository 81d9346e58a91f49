import { useMachine } from '@xstate/react';
import { Alert, Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { User } from '@forge/contracts';
import { useAuthActor } from '../../account/AuthProvider';
import { saveMachine } from '../saveMachine';

interface SettingsSectionProps<Values> {
  readonly title: string;
  readonly description?: ReactNode;
  readonly submitLabel: string;
  readonly initialValues: Values;
  /** Saves the form's values; answers the account as it now is and what the server said. */
  readonly save: (values: Values) => Promise<{ user: User; message: string }>;
  /** After a save, with the form (to clear a password, say). */
  readonly afterSave?: (form: FormInstance<Values>) => void;
  readonly children: ReactNode;
}

/** A card of Settings: its own form, saved on its own, its error or success said under it. */
export function SettingsSection<Values extends object>(props: SettingsSectionProps<Values>) {
  const { title, description, submitLabel, initialValues, save, afterSave, children } = props;
  const auth = useAuthActor();
  const [form] = Form.useForm<Values>();
  const [state, send] = useMachine(saveMachine);
  const busy = state.hasTag('busy');
  const { error, saved } = state.context;
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;

  const onFinish = (values: Values) =>
    send({
      type: 'SAVE',
      save: async () => {
        const answer = await save(values);
        auth.send({ type: 'USER_UPDATED', user: answer.user });
        afterSave?.(form);
        return answer.message;
      },
    });

  return (
    <Card title={<h2 id={id}>{title}</h2>} className="st-card">
      {description && <div className="st-description">{description}</div>}
      <Form<Values>
        form={form}
        aria-labelledby={id}
        layout="vertical"
        requiredMark={false}
        noValidate
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={() => (error || saved) && send({ type: 'CLEAR' })}
      >
        {children}
        {error && <Alert className="st-alert" type="error" showIcon title={error} role="alert" />}
        {saved && <Alert className="st-alert" type="success" showIcon title={saved} role="status" />}
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Form>
    </Card>
  );
}
