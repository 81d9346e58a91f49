import type { Page } from '../../../lib/pagination';

interface ListMetaProps {
  readonly page: Page<unknown>;
  /** What the list holds: "problems". */
  readonly noun: string;
  /** While the list loads it counts nothing yet. */
  readonly loading?: boolean;
  /** Whether a screen reader hears the counts change (a list the user filters). */
  readonly live?: boolean;
}

/** "Showing 10 of 42 problems" and "Page 1 of 5", above a paged list. */
export function ListMeta({ page, noun, loading = false, live = false }: ListMetaProps) {
  return (
    <div className="list-meta" aria-live={live ? 'polite' : undefined}>
      <span>
        Showing {loading ? 0 : page.items.length} of {loading ? 0 : page.totalItems} {noun}
      </span>
      <span>
        Page {page.page} of {page.totalPages}
      </span>
    </div>
  );
}
