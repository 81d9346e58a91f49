import { fencedCode, highlightName } from './codeFence';

describe('highlightName', () => {
  test.each([
    ['cpp', 'cpp'],
    ['C++', 'cpp'],
    ['Java', 'java'],
    ['java', 'java'],
    ['JavaScript', 'javascript'],
    ['javascript', 'javascript'],
    ['Python', 'python'],
    ['python', 'python'],
    ['C', 'c'],
    ['c', 'c'],
  ])('%s is highlighted as %s', (language, name) => {
    expect(highlightName(language)).toBe(name);
  });

  test('an unknown language stays plain', () => {
    expect(highlightName('Brainfuck')).toBeUndefined();
  });
});

describe('fencedCode', () => {
  test('fences code with its language and a closing newline', () => {
    expect(fencedCode('int main() {}', 'C++')).toBe('```cpp\nint main() {}\n```\n');
  });

  test('keeps a final newline the code already has', () => {
    expect(fencedCode('x;\n', 'JavaScript')).toBe('```javascript\nx;\n```\n');
  });

  test('a fence inside the code cannot close the block: the outer fence is longer', () => {
    const code = 'const s = `\n```\n`;';
    expect(fencedCode(code, 'JavaScript')).toBe('````javascript\nconst s = `\n```\n`;\n````\n');
  });

  test('an unknown language gets a plain fence', () => {
    expect(fencedCode('x', 'Brainfuck')).toBe('```\nx\n```\n');
  });
});
