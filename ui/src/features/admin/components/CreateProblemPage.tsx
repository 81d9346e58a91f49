import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Alert } from 'antd';
import { useLocation } from 'wouter';
import { BackLink } from '../../layout/components/BackLink';
import { PageShell } from '../../layout/components/PageShell';
import { CREATED, createProblemMachine } from '../createProblemMachine';
import { emptyProblemForm } from '../problemForm';
import { ProblemForm } from './ProblemForm';
import './admin.css';

/** At once, whatever the page's smooth scrolling. */
const toTop = () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

/** /admin/create: on success the alert 'Problem created successfully!', then / (spec §8). */
export default function CreateProblemPage() {
  const [, navigate] = useLocation();
  const [machine] = useState(() =>
    createProblemMachine.provide({
      actions: {
        showSuccess: toTop,
        goHome: () => {
          toTop();
          navigate('/');
          // Once the home page has rendered: nothing of the form's scroll is left.
          requestAnimationFrame(toTop);
        },
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const [initialValues] = useState(emptyProblemForm);

  return (
    <PageShell
      title="Create Problem"
      subtitle="Before the problem is saved, every reference solution must pass all test cases and every wrong solution must get its expected verdict."
    >
      <BackLink href="/admin" to="Admin Panel" />
      {state.matches('created') && (
        <Alert type="success" showIcon title={CREATED} description="Taking you to the home page…" role="status" className="ad-toast" />
      )}
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Create Problem"
        saving={state.matches('saving')}
        locked={state.matches('created')}
        error={state.context.error}
        onSubmit={(body) => send({ type: 'SAVE', body })}
      />
    </PageShell>
  );
}
