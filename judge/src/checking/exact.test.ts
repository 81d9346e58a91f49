import { sameOutput } from './exact';

describe('output comparison', () => {
  test.each([
    ['identical', '3\n', '3\n', true],
    ['missing final newline', '3', '3\n', true],
    ['trailing spaces on a line', '1 2 3   \n4\n', '1 2 3\n4\n', true],
    ['trailing tab', '1\t\n', '1\n', true],
    ['CRLF line ends', '1\r\n2\r\n', '1\n2\n', true],
    ['trailing blank lines', '1\n\n\n  \n', '1\n', true],
    ['both empty', '', '', true],
    ['only blank lines vs empty', '\n\n', '', true],
    ['different number', '4\n', '3\n', false],
    ['leading space counts', ' 3\n', '3\n', false],
    ['inner blank line counts', '1\n\n2\n', '1\n2\n', false],
    ['inner spaces count', '1  2\n', '1 2\n', false],
    ['case counts', 'YES\n', 'yes\n', false],
    ['missing line', '1\n', '1\n2\n', false],
    ['empty output vs expected', '', '1\n', false],
    ['leading blank line counts', '\n1\n', '1\n', false],
  ])('%s', (_name, actual, expected, same) => {
    expect(sameOutput(actual, expected)).toBe(same);
  });
});
