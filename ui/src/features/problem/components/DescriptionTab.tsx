import { useEffect } from 'react';
import { Space, Typography } from 'antd';
import { dropBootShell } from '../../../lib/bootShell';
import type { ProblemView } from '@forge/contracts';
import { StatementText } from '../../markdown/components/LazyMarkdown';
import { RenderedStatement } from '../../markdown/components/RenderedStatement';
import { DifficultyTag, TopicTags } from './ProblemBadges';

/** The server's rendering when the view has it; the Markdown renderer, loaded on demand, otherwise. */
function Statement({ text, html, className }: { text: string; html: string | undefined; className?: string }) {
  return html === undefined ? <StatementText text={text} className={className} /> : <RenderedStatement html={html} className={className} />;
}

export function DescriptionTab({ problem }: { problem: ProblemView }) {
  const rendered = problem.statementHtml;
  // The app's statement is on screen: the server's copy over it goes.
  useEffect(dropBootShell, []);
  return (
    <div className="pp-scroll" tabIndex={0} role="region" aria-label="Statement">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {problem.title}
      </Typography.Title>
      <Space size={4} wrap style={{ marginBottom: 16 }}>
        <DifficultyTag difficulty={problem.difficulty} />
        <TopicTags tags={problem.tags} />
      </Space>
      <Statement text={problem.description} html={rendered?.description} className="pp-statement" />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        Examples
      </Typography.Title>
      {problem.visibleTestCases.map((example, i) => (
        <section key={i} className="pp-example" aria-label={`Example ${i + 1}`}>
          <h4>Example {i + 1}:</h4>
          <div className="pp-field-label">Input:</div>
          <pre className="pp-pre">{example.input}</pre>
          <div className="pp-field-label">Output:</div>
          <pre className="pp-pre">{example.output}</pre>
          <div className="pp-field-label">Explanation:</div>
          <Statement text={example.explanation} html={rendered?.explanations[i]} />
        </section>
      ))}
    </div>
  );
}
