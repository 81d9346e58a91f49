import { Card, Empty, Typography } from 'antd';
import type { ProblemView } from '@forge/contracts';

export const NO_SOLUTIONS = 'Solutions will be available after you solve the problem.';

export function SolutionsTab({ problem }: { problem: ProblemView }) {
  if (problem.referenceSolution.length === 0) {
    return (
      <div className="pp-scroll">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_SOLUTIONS} />
      </div>
    );
  }
  return (
    <div className="pp-scroll">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        Solutions
      </Typography.Title>
      {problem.referenceSolution.map((solution) => (
        <Card key={solution.language} size="small" title={`${problem.title} - ${solution.language}`} style={{ marginBottom: 12 }}>
          <pre className="pp-pre pp-pre-code" aria-label={`${solution.language} solution`}>
            {solution.completeCode}
          </pre>
        </Card>
      ))}
    </div>
  );
}
