import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { App } from 'antd';
import { Link, useLocation } from 'wouter';
import { PageShell } from '../../layout/components/PageShell';
import { CREATED, createProblemMachine } from '../createProblemMachine';
import { emptyProblemForm } from '../problemForm';
import { ProblemForm } from './ProblemForm';
import './admin.css';

/** /admin/create: on success 'Problem created successfully!' and back to / (spec §8). */
export default function CreateProblemPage() {
  const { message } = App.useApp();
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    createProblemMachine.provide({
      actions: {
        announceCreated: () => {
          void message.success(CREATED);
          navigate('/');
        },
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [initialValues] = useState(emptyProblemForm);

  return (
    <PageShell title="Create Problem" subtitle="Every reference solution is judged against all test cases before the problem is saved.">
      <p>
        <Link href="/admin">← Admin Panel</Link>
      </p>
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Create Problem"
        saving={state.matches('saving')}
        error={state.context.error}
        onSubmit={(body) => send({ type: 'SAVE', body })}
      />
    </PageShell>
  );
}
