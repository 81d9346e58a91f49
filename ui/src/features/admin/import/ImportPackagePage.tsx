import { useState } from 'react';
import { Alert, Button, Checkbox, Progress, Space, Spin, Table, Tag, Upload } from 'antd';
import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { Link } from 'wouter';
import { BackLink } from '../../layout/components/BackLink';
import { PageShell } from '../../layout/components/PageShell';
import { formatFileSize } from '../fileSize';
import { IMPORT_PROGRESS, type ImportProgressPayload } from '@forge/contracts';
import { holdLiveSocket } from '../../live/liveSocket';
import { importPackage, type ImportOutcome, type ImportReport, type SubmissionReport } from './importUpload';
import '../components/admin.css';

type Phase =
  | { readonly name: 'idle' }
  | { readonly name: 'uploading'; readonly percent: number }
  /** Uploaded: the server judges the package's submissions, `judged` of `total` so far (0 of 0 until the first is judged). */
  | { readonly name: 'judging'; readonly judged: number; readonly total: number; readonly submissions: readonly SubmissionReport[] }
  | { readonly name: 'done'; readonly outcome: ImportOutcome };

/** Each submission of the package: expected and actual verdict, time, and whether they agree. */
function SubmissionTable({ submissions, caption, testId }: { submissions: readonly SubmissionReport[]; caption: string; testId: string }) {
  return (
    <Table<SubmissionReport>
      data-testid={testId}
      size="small"
      rowKey="path"
      pagination={false}
      dataSource={[...submissions]}
      caption={caption}
      columns={[
        { title: 'Submission', dataIndex: 'path', render: (path: string) => <code>{path}</code> },
        { title: 'Language', dataIndex: 'language' },
        { title: 'Expected', dataIndex: 'expected' },
        { title: 'Actual', dataIndex: 'actual' },
        { title: 'Time', dataIndex: 'timeSeconds', render: (t: number) => `${t.toFixed(2)} s` },
        {
          title: 'Proof',
          dataIndex: 'ok',
          render: (ok: boolean) => (ok ? <Tag color="success">as expected</Tag> : <Tag color="error">differs</Tag>),
        },
      ]}
    />
  );
}

function Notes({ report }: { report: ImportReport }) {
  if (report.skipped.length === 0 && report.warnings.length === 0) return null;
  return (
    <div style={{ marginTop: 16 }}>
      {report.skipped.length > 0 && (
        <>
          <h3>Skipped</h3>
          <ul data-testid="import-skipped">
            {report.skipped.map((s) => (
              <li key={s.path}>
                <code>{s.path}</code>: {s.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.warnings.length > 0 && (
        <>
          <h3>Warnings</h3>
          <ul>
            {report.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function ReportTable({ report }: { report: ImportReport }) {
  return (
    <SubmissionTable
      testId="import-report"
      submissions={report.submissions}
      caption={`Time limit ${report.timeLimitSeconds} s (${report.timeLimitFrom}), format ${report.format}`}
    />
  );
}

/** A name for this import, under which the server sends its progress: random, from a source every page has (randomUUID needs https). */
function newImportId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const judgingAt = (judged = 0, total = 0, submissions: readonly SubmissionReport[] = []): Phase => ({
  name: 'judging',
  judged,
  total,
  submissions,
});

/**
 * /admin/import (issue 34): an admin drops a Kattis/ICPC problem package zip, watches it upload
 * and the platform judge its submissions, and reads the report: every submission with its
 * expected and actual verdict and time. A package whose proof failed may be imported anyway by
 * ticking force; it is then marked unproven.
 */
export default function ImportPackagePage() {
  const [file, setFile] = useState<File | null>(null);
  const [force, setForce] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const busy = phase.name === 'uploading' || phase.name === 'judging';

  const start = async () => {
    if (!file) return;
    setPhase({ name: 'uploading', percent: 0 });
    // The server tells this user's sockets of each submission it judges, under this import's id.
    const importId = newImportId();
    const held = holdLiveSocket();
    const judged = (progress: ImportProgressPayload) => {
      if (progress.importId !== importId) return;
      setPhase((p) =>
        p.name === 'done'
          ? p
          : judgingAt(progress.judged, progress.total, [...(p.name === 'judging' ? p.submissions : []), progress.submission]),
      );
    };
    held.socket.on(IMPORT_PROGRESS, judged);
    try {
      const outcome = await importPackage(
        file,
        force,
        importId,
        (percent) => setPhase((p) => (p.name === 'uploading' ? { name: 'uploading', percent } : p)),
        () => setPhase((p) => (p.name === 'uploading' ? judgingAt() : p)),
      );
      setPhase({ name: 'done', outcome });
    } finally {
      held.socket.off(IMPORT_PROGRESS, judged);
      held.release();
    }
  };

  const outcome = phase.name === 'done' ? phase.outcome : null;
  return (
    <PageShell
      title="Import Problem Package"
      subtitle="A problem package in the Kattis/ICPC format (legacy or 2023-07), as a zip. Its own submissions prove it."
    >
      <BackLink href="/admin" to="Admin Panel" />
      <Upload.Dragger
        accept=".zip,application/zip"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setPhase({ name: 'idle' });
          return false;
        }}
        style={{ margin: '16px 0' }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p>Drop a package zip here, or click to choose one</p>
      </Upload.Dragger>
      {file && (
        <div className="ad-file-info" data-testid="chosen-package">
          <strong>{file.name}</strong> <span className="muted">{formatFileSize(file.size)}</span>
        </div>
      )}
      <Space orientation="vertical" style={{ margin: '12px 0' }}>
        <Checkbox checked={force} disabled={busy} onChange={(e) => setForce(e.target.checked)}>
          Import even if a submission does not get its folder&apos;s verdict (the problem is marked unproven)
        </Checkbox>
        <Button
          type="primary"
          size="large"
          icon={<CloudUploadOutlined />}
          disabled={!file || busy}
          loading={busy}
          onClick={() => void start()}
        >
          {busy ? 'Importing…' : 'Import'}
        </Button>
      </Space>
      {phase.name === 'uploading' && (
        <div aria-live="polite" data-testid="import-progress">
          <Progress percent={phase.percent} status="active" aria-label="Upload progress" />
          <span className="muted">Uploading… {phase.percent}%</span>
        </div>
      )}
      {phase.name === 'judging' && (
        <div aria-live="polite" data-testid="import-progress">
          <Progress percent={100} status="success" aria-label="Upload progress" />
          {phase.total === 0 ? (
            <>
              <Spin /> <span>Uploaded. Judging the package&apos;s submissions…</span>
            </>
          ) : (
            <>
              <Progress
                percent={Math.round((phase.judged / phase.total) * 100)}
                status="active"
                aria-label="Judging progress"
                format={() => `${phase.judged}/${phase.total}`}
              />
              <span data-testid="import-judging">
                Judged {phase.judged} of {phase.total} submissions…
              </span>
              <SubmissionTable testId="import-judged" submissions={phase.submissions} caption="Judged so far" />
            </>
          )}
        </div>
      )}
      {outcome?.ok && (
        <>
          <Alert
            type={outcome.report.proven ? 'success' : 'warning'}
            showIcon
            role="status"
            title={`Imported “${outcome.report.title}”${outcome.report.proven ? ', proven by its submissions' : ', unproven'}`}
            description={
              <Space>
                <Link href={`/problem/${encodeURIComponent(outcome.problemId)}`}>Open the problem</Link>
                <Link href={`/admin/update/${encodeURIComponent(outcome.problemId)}`}>Edit it</Link>
              </Space>
            }
            style={{ margin: '12px 0' }}
          />
          <ReportTable report={outcome.report} />
          <Notes report={outcome.report} />
        </>
      )}
      {outcome && !outcome.ok && (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            title="The package was not imported"
            description={outcome.message}
            style={{ margin: '12px 0' }}
          />
          {outcome.report && <ReportTable report={outcome.report} />}
          {outcome.report && <Notes report={outcome.report} />}
        </>
      )}
    </PageShell>
  );
}
