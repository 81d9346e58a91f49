import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

const MIN = 25;
const MAX = 75;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * Two panes side by side with a draggable, keyboard-operable divider; under 768 px the
 * stylesheet stacks them and hides the divider.
 */
export function SplitPane({ left, right, style }: { left: ReactNode; right: ReactNode; style?: CSSProperties }) {
  const [percent, setPercent] = useState(50);
  const [dragging, setDragging] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    if (box && box.width > 0) setPercent(clamp(((clientX - box.left) / box.width) * 100));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const next = { ArrowLeft: percent - step, ArrowRight: percent + step, Home: MIN, End: MAX }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setPercent(clamp(next));
    }
  };

  return (
    <div className="pp-page" ref={container} style={{ ...style, '--pp-left': `${percent}%` } as CSSProperties}>
      <section className="pp-pane pp-pane-left" aria-label="Problem">
        {left}
      </section>
      <div
        className="pp-separator"
        role="separator"
        aria-orientation="vertical"
        aria-label="Resize panels"
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(percent)}
        tabIndex={0}
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        onDoubleClick={() => setPercent(50)}
        onKeyDown={onKeyDown}
      />
      <section className="pp-pane pp-pane-right" aria-label="Code">
        {right}
      </section>
    </div>
  );
}
