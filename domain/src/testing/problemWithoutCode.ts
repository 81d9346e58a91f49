/** A small problem's content, for read-model specs: statement, one case of each kind, no code. */
export const problemWithoutCode = {
  title: 'Sum',
  description: 'Add them',
  difficulty: 'easy' as const,
  tags: 'array',
  visibleTestCases: [{ input: '1 2', output: '3', explanation: 'sum' }],
  hiddenTestCases: [{ input: '2 2', output: '4' }],
  startCode: [],
  referenceSolution: [],
};
