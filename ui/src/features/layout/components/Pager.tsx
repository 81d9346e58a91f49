import { pageButtons, type Page } from '../../../lib/pagination';

interface PagerProps {
  /** The page shown, of how many. */
  readonly of: Page<unknown>;
  readonly onChange: (page: number) => void;
  /** What is paged, for screen readers: "Problems pages". */
  readonly label: string;
}

/** Previous, at most five numbered buttons from page 1, Next (spec §9). */
export function Pager({ of: { page, totalPages }, onChange, label }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager-button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      {pageButtons(totalPages).map((n) => (
        <button
          key={n}
          type="button"
          className="pager-button pager-number"
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pager-button" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
