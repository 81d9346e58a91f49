import { Button, Result } from 'antd';

/** The problem could not be loaded (not a 404): what went wrong, and a retry. Its own chunk: antd's Result carries large pictures. */
export default function LoadFailure({ error, onRetry }: { error: string | null | undefined; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={error}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
