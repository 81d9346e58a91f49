import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from 'antd';

const SourceEditor = lazy(() => import('./SourceEditor'));

/** The code editor once Ace has loaded; the form item's value, onChange and id pass through to it. */
export function LazySourceEditor(props: ComponentProps<typeof SourceEditor>) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: props.height ?? 320 }} />}>
      <SourceEditor {...props} />
    </Suspense>
  );
}
