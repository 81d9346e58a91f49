import { Card, Empty, Typography } from 'antd';
import { problemLanguages, type ProblemView } from '@forge/contracts';
import { HighlightedCode } from '../../markdown/components/LazyMarkdown';

export const NO_SOLUTIONS = 'Solutions will be available after you solve the problem.';

/** In the editor's order: C++, Java, JavaScript, then Python and C where the problem has them. */
const inEditorOrder = (solutions: ProblemView['referenceSolution']) =>
  [...solutions].sort((a, b) => problemLanguages.indexOf(a.language) - problemLanguages.indexOf(b.language));

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
      {inEditorOrder(problem.referenceSolution).map((solution) => (
        <Card key={solution.language} size="small" title={`${problem.title} - ${solution.language}`} style={{ marginBottom: 12 }}>
          <HighlightedCode code={solution.completeCode} language={solution.language} label={`${solution.language} solution`} />
        </Card>
      ))}
    </div>
  );
}
