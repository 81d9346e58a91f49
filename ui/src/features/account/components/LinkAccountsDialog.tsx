import { useEffect, useState } from 'react';
import { Button, Modal } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useAuth, useAuthActor } from '../../account/AuthProvider';

export const LINK_BENEFITS = ['Quick login with Google', 'Keep your existing progress', 'Enhanced security'] as const;

/** Spec §2 /signup: a Google sign-in found an existing account; link it, or skip and forget it. */
export function LinkAccountsDialog() {
  const auth = useAuthActor();
  const { phase, pendingLink } = useAuth();
  // Keeps the account on screen while the dialog animates closed.
  const [account, setAccount] = useState(pendingLink);
  if (pendingLink && pendingLink !== account) setAccount(pendingLink);
  // Leaving the page answers 'Skip for Now': the pending account must not block the next sign-in.
  useEffect(() => () => auth.send({ type: 'SKIP_LINK' }), [auth]);

  const linking = phase === 'linkingGoogle';
  const skip = () => auth.send({ type: 'SKIP_LINK' });
  const name = account ? [account.firstName, account.lastName].filter(Boolean).join(' ') : '';

  return (
    <Modal
      open={phase === 'confirmingLink' || linking}
      title="Link Your Accounts"
      onCancel={skip}
      closable={!linking}
      keyboard={!linking}
      mask={{ closable: false }}
      footer={[
        <Button key="skip" onClick={skip} disabled={linking}>
          Skip for Now
        </Button>,
        <Button key="link" type="primary" loading={linking} onClick={() => auth.send({ type: 'LINK_GOOGLE' })}>
          Link Accounts
        </Button>,
      ]}
    >
      <p>An account with this email already exists. Link it to your Google account to sign in with either.</p>
      {account && (
        <div className="link-account surface-card" aria-label="Existing account">
          <div className="link-account-name">{name}</div>
          <div className="muted">{account.emailId}</div>
        </div>
      )}
      <p className="link-benefits-title">Linking gives you:</p>
      <ul className="link-benefits">
        {LINK_BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckCircleOutlined aria-hidden /> {benefit}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
