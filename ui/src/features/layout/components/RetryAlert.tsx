import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';

/** Why what the screen shows did not load, with Try Again. */
export function RetryAlert({ error, onRetry, style }: { error: string | null; onRetry: () => void; style?: CSSProperties }) {
  return <Alert type="error" showIcon title={error} style={style} action={<Button onClick={onRetry}>Try Again</Button>} />;
}
