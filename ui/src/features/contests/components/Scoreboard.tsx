import type { ContestDetailView, ScoreboardView } from '@forge/contracts';

/** A cell: tries and the minute of the first accept (ICPC), or the best score (IOI); pending while judged or frozen. */
function Cell({ cell, rules }: { cell: ScoreboardView['rows'][number]['problems'][number]; rules: ContestDetailView['rules'] }) {
  if (cell.pending) return <span className="badge badge-status-upcoming">Pending</span>;
  if (cell.tries === 0) return <span className="muted">–</span>;
  if (rules === 'ioi') return <span className={cell.acceptedAtMinute === null ? '' : 'text-easy strong'}>{cell.score}</span>;
  const solved = cell.acceptedAtMinute !== null;
  return (
    <span className={solved ? 'text-easy strong' : 'text-hard'}>
      {solved ? `+${cell.tries > 1 ? cell.tries - 1 : ''} (${cell.acceptedAtMinute}′)` : `−${cell.tries}`}
      {cell.firstToSolve && (
        <span className="badge badge-type" title="First to solve">
          First
        </span>
      )}
    </span>
  );
}

/** A rating change as the results show it: +12, −7 (a true minus), 0, or – when not rated. */
export const ratingChangeText = (change: number | undefined) =>
  change === undefined ? '–' : change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';

/** The contest's standings: rank, participant, solved and penalty (or score), a cell per problem. */
export function Scoreboard({ contest, board }: { contest: ContestDetailView; board: ScoreboardView }) {
  const letters = contest.problems.map((_, i) => String.fromCharCode(65 + i));
  // Once a rated contest is rated (issue 36): each participant's rating change.
  const rated = board.rows.some((row) => row.ratingChange !== undefined);
  return (
    <section aria-label="Scoreboard" className="surface-card">
      <h2>Scoreboard {board.frozen && <span className="badge badge-status-upcoming">Frozen</span>}</h2>
      {board.rows.length === 0 ? (
        <p className="muted">No participants yet.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Participant</th>
              {contest.rules === 'icpc' ? (
                <>
                  <th scope="col">Solved</th>
                  <th scope="col">Penalty</th>
                </>
              ) : (
                <th scope="col">Score</th>
              )}
              {letters.map((letter, i) => (
                <th key={letter} scope="col" title={contest.problems[i]!.title}>
                  {letter}
                </th>
              ))}
              {rated && <th scope="col">Rating</th>}
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={row.userId}>
                <td>{row.rank}</td>
                <td>
                  {row.name}
                  {/* A virtual run (issue 36): ranked among the real standings, moving none of them. */}
                  {row.virtual && (
                    <span className="badge badge-type" title="Virtual participation">
                      virtual
                    </span>
                  )}
                </td>
                {contest.rules === 'icpc' ? (
                  <>
                    <td>{row.solved}</td>
                    <td>{row.penalty}</td>
                  </>
                ) : (
                  <td>{row.score}</td>
                )}
                {row.problems.map((cell) => (
                  <td key={cell.problemId}>
                    <Cell cell={cell} rules={contest.rules} />
                  </td>
                ))}
                {rated && <td className="rating-change">{ratingChangeText(row.ratingChange)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
