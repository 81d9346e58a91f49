import { comparePositions, type Position, type AnyProjection } from '@forge/events';
import type { ReadModelStore } from '@forge/events';

/**
 * For an API whose read models are written by a separate projections process: waits by
 * reading the shared checkpoints until every projection has passed a position.
 */
export function checkpointWatcher(
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
  options: { intervalMs?: number; timeoutMs?: number } = {},
): { waitFor(position: Position): Promise<void> } {
  const intervalMs = options.intervalMs ?? 20;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const reached = async (position: Position) => {
    for (const p of projections) {
      const cp = await readModels.checkpoint(p.name);
      if (!cp || comparePositions(cp.position, position) < 0) return false;
    }
    return true;
  };
  return {
    async waitFor(position) {
      const deadline = Date.now() + timeoutMs;
      while (!(await reached(position))) {
        if (Date.now() > deadline) throw new Error('The read models are lagging behind; the change is saved and will show shortly');
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
  };
}
