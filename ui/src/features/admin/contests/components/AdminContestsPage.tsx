import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { contestRules, contestTypes, difficulties, type ContestView } from '@forge/contracts';
import { PageShell } from '../../../layout/components/PageShell';
import { contestApi } from '../../../contests/api';
import { adminContestApi } from '../api';
import { contestBodyOf, emptyContestForm, type ContestFormValues } from '../contestForm';
import '../adminContests.css';

/** Now plus a day, as a datetime-local input shows it. */
function tomorrowLocal(): string {
  const d = new Date(Date.now() + 86_400_000);
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset(), 0, 0);
  return d.toISOString().slice(0, 16);
}

const Field = ({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) => (
  <label className={`form-field${wide ? ' wide' : ''}`}>
    <span>{label}</span>
    {children}
  </label>
);

/** /admin/contests (issue 36): the contests, a form that sets a new one, and unfreezing a finished one's scoreboard. */
export default function AdminContestsPage() {
  const [contests, setContests] = useState<ContestView[]>([]);
  const [problems, setProblems] = useState<{ _id: string; title: string }[]>([]);
  const [values, setValues] = useState<ContestFormValues>(() => emptyContestForm(tomorrowLocal()));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = useCallback(() => {
    void contestApi.list().then(setContests, () => setMessage({ ok: false, text: 'Failed to fetch contests. Please try again later.' }));
  }, []);
  useEffect(() => {
    reload();
    void adminContestApi.problems().then(setProblems, () => setProblems([]));
  }, [reload]);
  const set = <K extends keyof ContestFormValues>(key: K, value: ContestFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const fail = (error: unknown) =>
    setMessage({ ok: false, text: `Error: ${error instanceof Error ? error.message : 'Something went wrong'}` });

  const submit = () => {
    const made = contestBodyOf(values);
    if ('error' in made) {
      setMessage({ ok: false, text: made.error });
      return;
    }
    void adminContestApi.create(made.body).then(() => {
      setMessage({ ok: true, text: 'Contest created successfully!' });
      setValues(emptyContestForm(tomorrowLocal()));
      reload();
    }, fail);
  };

  return (
    <PageShell title="Contests" subtitle="Set contests, and unfreeze a finished contest's scoreboard.">
      <section className="surface-card contest-admin-section" aria-label="Create Contest">
        <h2>Create Contest</h2>
        <form
          className="contest-admin-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field label="Title">
            <input value={values.title} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field label="Description" wide>
            <textarea value={values.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          <Field label="Type">
            <select value={values.type} onChange={(e) => set('type', e.target.value as ContestFormValues['type'])}>
              {contestTypes.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </Field>
          <Field label="Difficulty">
            <select value={values.difficulty} onChange={(e) => set('difficulty', e.target.value as ContestFormValues['difficulty'])}>
              {difficulties.map((d) => (
                <option key={d}>{d}</option>
              ))}
            </select>
          </Field>
          <Field label="Start time">
            <input type="datetime-local" value={values.startLocal} onChange={(e) => set('startLocal', e.target.value)} />
          </Field>
          <Field label="Duration (minutes)">
            <input inputMode="numeric" value={values.durationMinutes} onChange={(e) => set('durationMinutes', e.target.value)} />
          </Field>
          <Field label="Maximum participants">
            <input inputMode="numeric" value={values.maxParticipants} onChange={(e) => set('maxParticipants', e.target.value)} />
          </Field>
          <Field label="Prizes (one a line, up to 3 shown)">
            <textarea value={values.prizes} onChange={(e) => set('prizes', e.target.value)} />
          </Field>
          <Field label="Rules">
            <select value={values.rules} onChange={(e) => set('rules', e.target.value as ContestFormValues['rules'])}>
              {contestRules.map((r) => (
                <option key={r} value={r}>
                  {r.toUpperCase()}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Scoreboard freeze (minutes before the end)">
            <input inputMode="numeric" value={values.freezeMinutes} onChange={(e) => set('freezeMinutes', e.target.value)} />
          </Field>
          <label className="form-field checkbox-field">
            <input type="checkbox" checked={values.rated} onChange={(e) => set('rated', e.target.checked)} /> Rated
          </label>
          <fieldset className="form-field wide">
            <legend>Problems</legend>
            {problems.map((p) => (
              <div key={p._id}>
                <label>
                  <input
                    type="checkbox"
                    checked={values.problemIds.includes(p._id)}
                    onChange={(e) =>
                      set('problemIds', e.target.checked ? [...values.problemIds, p._id] : values.problemIds.filter((id) => id !== p._id))
                    }
                  />{' '}
                  {p.title}
                </label>
                {/* Issue 36: a problem made for the contest stays out of /problems until it ends. */}
                {values.problemIds.includes(p._id) && (
                  <label className="muted">
                    {' '}
                    <input
                      type="checkbox"
                      aria-label={`Contest-only: ${p.title}`}
                      checked={values.contestOnly.includes(p._id)}
                      onChange={(e) =>
                        set(
                          'contestOnly',
                          e.target.checked ? [...values.contestOnly, p._id] : values.contestOnly.filter((id) => id !== p._id),
                        )
                      }
                    />{' '}
                    <small>contest-only (hidden from /problems until it ends)</small>
                  </label>
                )}
              </div>
            ))}
          </fieldset>
          {message && (
            <p role={message.ok ? 'status' : 'alert'} className={`wide ${message.ok ? 'text-easy' : 'form-error'}`}>
              {message.text}
            </p>
          )}
          <button type="submit" className="btn btn-primary">
            Create Contest
          </button>
        </form>
      </section>
      <section className="surface-card contest-admin-section" aria-label="All contests">
        <h2>All contests</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Participants</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {contests.map((c) => (
              <tr key={c._id}>
                <td>
                  <Link href={`/contest/${c._id}`}>{c.title}</Link>
                </td>
                <td>{c.status}</td>
                <td>
                  {c.currentParticipants}/{c.maxParticipants}
                </td>
                <td>
                  {c.status === 'completed' && c.freezeMinutes > 0 && (
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => {
                        void adminContestApi
                          .unfreeze(c._id)
                          .then(() => setMessage({ ok: true, text: `${c.title}: scoreboard unfrozen` }), fail);
                      }}
                    >
                      Unfreeze
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </PageShell>
  );
}
