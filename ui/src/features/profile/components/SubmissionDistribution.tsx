import { useEffect, useState } from 'react';
import type { SubmissionDistribution as Distribution, SubmissionState } from '@forge/contracts';
import { http } from '../../../api/http';
import './distribution.css';

type Bin = Distribution['runtimeHistogram'][number];

const HEIGHT = 48;
const BAR = 14;

/** A histogram drawn for the eye (this submission's bin marked) with the same bins as a table for screen readers. */
function Histogram({ title, bins, mine, unit }: { title: string; bins: readonly Bin[]; mine: number; unit: (n: number) => string }) {
  const most = Math.max(1, ...bins.map((bin) => bin.count));
  const at = (bin: Bin, i: number) => (mine >= bin.from && mine < bin.to) || (i === bins.length - 1 && mine >= bin.to);
  return (
    <figure className="dist-figure">
      <figcaption className="dist-caption">{title}</figcaption>
      <svg width={bins.length * (BAR + 2)} height={HEIGHT} aria-hidden="true" focusable="false">
        {bins.map((bin, i) => {
          const height = Math.max(2, Math.round((bin.count / most) * HEIGHT));
          return (
            <rect
              key={i}
              x={i * (BAR + 2)}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              className={at(bin, i) ? 'dist-bar dist-mine' : 'dist-bar'}
            />
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Submissions</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((bin, i) => (
            <tr key={i}>
              <td>{unit(bin.from)}</td>
              <td>{unit(bin.to)}</td>
              <td>
                {bin.count}
                {at(bin, i) ? ' (this submission)' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** "Faster than N % · less memory than M %" with the two histograms (issue 35), read from GET /api/submission/:id. */
export function SubmissionDistribution({ submissionId, runtime, memory }: { submissionId: string; runtime: number; memory: number }) {
  const [distribution, setDistribution] = useState<Distribution | null>(null);
  useEffect(() => {
    let current = true;
    http
      .get<SubmissionState>(`/submission/${encodeURIComponent(submissionId)}`)
      .then((state) => current && setDistribution(state.distribution ?? null))
      // The comparison is extra: without it the verdict stands as it is.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [submissionId]);
  if (!distribution) return null;
  return (
    <section className="dist" aria-label="How this solution compares" data-testid="distribution">
      <p className="dist-beats">
        Faster than <strong>{distribution.runtimeBeats} %</strong> · less memory than <strong>{distribution.memoryBeats} %</strong>
      </p>
      <div className="dist-charts">
        <Histogram title="Runtime of accepted submissions" bins={distribution.runtimeHistogram} mine={runtime} unit={(s) => `${s} sec`} />
        <Histogram title="Memory of accepted submissions" bins={distribution.memoryHistogram} mine={memory} unit={(kb) => `${kb} KB`} />
      </div>
    </section>
  );
}
