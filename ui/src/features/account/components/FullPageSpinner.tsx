import { Spin } from 'antd';

/** Shown while the session check runs and while a lazy screen loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
