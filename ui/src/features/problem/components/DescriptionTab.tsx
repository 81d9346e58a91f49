import { Space, Typography } from 'antd';
import type { ProblemView } from '@forge/contracts';
import { StatementText } from '../../markdown/components/LazyMarkdown';
import { DifficultyTag, TopicTags } from './ProblemBadges';

export function DescriptionTab({ problem }: { problem: ProblemView }) {
  return (
    <div className="pp-scroll" tabIndex={0} role="region" aria-label="Statement">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {problem.title}
      </Typography.Title>
      <Space size={4} wrap style={{ marginBottom: 16 }}>
        <DifficultyTag difficulty={problem.difficulty} />
        <TopicTags tags={problem.tags} />
      </Space>
      <StatementText text={problem.description} className="pp-statement" />
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
          <StatementText text={example.explanation} />
        </section>
      ))}
    </div>
  );
}
