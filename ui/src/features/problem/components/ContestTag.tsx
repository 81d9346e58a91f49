import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { contestApi } from '../../contests/api';

/**
 * The problem page opened from a contest's arena (issue 36): says its submissions count in that
 * contest, with the way back to the arena.
 */
export function ContestTag({ contestId }: { contestId: string }) {
  const [title, setTitle] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    contestApi.detail(contestId).then(
      (contest) => live && setTitle(contest.title),
      () => live && setTitle(''),
    );
    return () => {
      live = false;
    };
  }, [contestId]);
  return (
    <Link
      href={`/contest/${encodeURIComponent(contestId)}`}
      className="pp-contest-tag"
      aria-label={`Contest mode: ${title || 'contest'}, back to the arena`}
    >
      Contest: {title === null ? '…' : title || 'back to the arena'}
    </Link>
  );
}
