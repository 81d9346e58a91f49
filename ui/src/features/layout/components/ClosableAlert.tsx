import { Alert } from 'antd';

/** A notice above a screen's content that the user closes: a done action, or one that failed (announced as an alert). */
export function ClosableAlert({ type, title, onClose }: { type: 'success' | 'error'; title: string; onClose: () => void }) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      role={type === 'error' ? 'alert' : undefined}
      closable={{ onClose }}
      style={{ marginBottom: 12 }}
    />
  );
}
