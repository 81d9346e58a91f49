import { createActor } from 'xstate';
import { memoryStorage, storageDrafts } from './drafts';
import { editorMachine, openingLanguage } from './editorMachine';
import type { ProblemView } from '@forge/contracts';

const startCode: ProblemView['startCode'] = [
  { language: 'C++', initialCode: '// cpp' },
  { language: 'Java', initialCode: '// java' },
  { language: 'JavaScript', initialCode: '// js' },
];

const open = (drafts = storageDrafts(memoryStorage()), problemId = 'p1') =>
  createActor(editorMachine, { input: { problemId, startCode, drafts } }).start();

describe('editorMachine', () => {
  it('opens JavaScript with its initial code', () => {
    const { language, code } = open().getSnapshot().context;
    expect(language).toBe('javascript');
    expect(code).toBe('// js');
  });

  it("switching to a language not yet written in loads that language's start code", () => {
    const editor = open();
    editor.send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    expect(editor.getSnapshot().context.code).toBe('// cpp');
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(editor.getSnapshot().context.code).toBe('// java');
  });

  it('given code typed in JavaScript, when switching to Java and back, then the JavaScript code is still there', () => {
    const editor = open();
    editor.send({ type: 'EDIT', code: 'let mine = 1;' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(editor.getSnapshot().context).toMatchObject({ language: 'java', code: '// java' });
    editor.send({ type: 'EDIT', code: 'class Main {}' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    expect(editor.getSnapshot().context).toMatchObject({ language: 'javascript', code: 'let mine = 1;' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(editor.getSnapshot().context.code).toBe('class Main {}');
  });

  it('selecting the language already shown changes nothing', () => {
    const editor = open();
    editor.send({ type: 'EDIT', code: 'mine' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    expect(editor.getSnapshot().context.code).toBe('mine');
  });

  it('keeps a draft per problem and language across a reload', () => {
    const drafts = storageDrafts(memoryStorage());
    const editor = open(drafts);
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    editor.send({ type: 'EDIT', code: 'class Main {}' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    editor.send({ type: 'EDIT', code: 'int main() {}' });
    editor.stop();

    const reloaded = open(drafts);
    expect(reloaded.getSnapshot().context).toMatchObject({ language: 'cpp', code: 'int main() {}' });
    reloaded.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(reloaded.getSnapshot().context.code).toBe('class Main {}');
    reloaded.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    expect(reloaded.getSnapshot().context.code).toBe('// js');
    reloaded.stop();
    expect(open(drafts).getSnapshot().context).toMatchObject({ language: 'javascript', code: '// js' });
  });

  it('a problem opened for the first time starts in the language chosen last on any problem', () => {
    const drafts = storageDrafts(memoryStorage());
    expect(open(drafts, 'p2').getSnapshot().context.language).toBe('javascript');
    open(drafts, 'p1').send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    expect(open(drafts, 'p2').getSnapshot().context).toMatchObject({ language: 'cpp', code: '// cpp' });

    // A problem's own choice wins over the last language overall.
    open(drafts, 'p3').send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(open(drafts, 'p1').getSnapshot().context.language).toBe('cpp');
    expect(open(drafts, 'p4').getSnapshot().context.language).toBe('java');
  });

  it("a browser that remembers no language opens the language of the learner's last submission", () => {
    const drafts = storageDrafts(memoryStorage());
    const withServer = (problemId: string) =>
      createActor(editorMachine, { input: { problemId, startCode, drafts, lastLanguage: 'java' } })
        .start()
        .getSnapshot().context;
    expect(withServer('p1')).toMatchObject({ language: 'java', code: '// java' });
    // What this browser chose since wins over what the server last saw.
    open(drafts, 'p1').send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    expect(withServer('p2').language).toBe('cpp');
  });

  it('a problem not yet opened in a language opens in the default language chosen in Settings (issue 35)', () => {
    const drafts = storageDrafts(memoryStorage());
    const withDefault = (problemId: string) =>
      createActor(editorMachine, { input: { problemId, startCode, drafts, lastLanguage: 'java', defaultLanguage: 'cpp' } })
        .start()
        .getSnapshot().context;
    expect(withDefault('p1')).toMatchObject({ language: 'cpp', code: '// cpp' });
    // Over the language chosen last on another problem, not over the one chosen on this problem.
    open(drafts, 'p1').send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(withDefault('p2').language).toBe('cpp');
    expect(withDefault('p1').language).toBe('java');
  });

  it('reset brings back the start code and forgets the draft of that language only', () => {
    const drafts = storageDrafts(memoryStorage());
    const editor = open(drafts);
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    editor.send({ type: 'EDIT', code: 'class Main {}' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    editor.send({ type: 'EDIT', code: 'mine' });
    editor.send({ type: 'RESET' });
    expect(editor.getSnapshot().context.code).toBe('// js');
    expect(drafts.draft('p1', 'javascript')).toBeNull();
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    expect(editor.getSnapshot().context.code).toBe('// js');
    expect(drafts.draft('p1', 'java')).toBe('class Main {}');
  });

  it('survives storage that throws', () => {
    const broken = storageDrafts({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    });
    const editor = open(broken);
    editor.send({ type: 'EDIT', code: 'x' });
    expect(editor.getSnapshot().context.code).toBe('x');
    // Nothing reached storage, yet switching away and back keeps what was typed.
    editor.send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    editor.send({ type: 'SELECT_LANGUAGE', language: 'javascript' });
    expect(editor.getSnapshot().context.code).toBe('x');
  });

  describe('given a problem with Python and C start code (issue 32)', () => {
    const five: ProblemView['startCode'] = [
      ...startCode,
      { language: 'Python', initialCode: '# python' },
      { language: 'C', initialCode: '/* c */' },
    ];
    const openFive = (drafts = storageDrafts(memoryStorage()), problemId = 'p5') =>
      createActor(editorMachine, { input: { problemId, startCode: five, drafts } }).start();

    it('offers the five languages in the editor order', () => {
      expect(openFive().getSnapshot().context.languages).toEqual(['cpp', 'java', 'javascript', 'python', 'c']);
    });

    it('choosing Python or C shows its start code, and each keeps its own draft across a reload', () => {
      const drafts = storageDrafts(memoryStorage());
      const editor = openFive(drafts);
      editor.send({ type: 'SELECT_LANGUAGE', language: 'python' });
      expect(editor.getSnapshot().context).toMatchObject({ language: 'python', code: '# python' });
      editor.send({ type: 'EDIT', code: 'print(1)' });
      editor.send({ type: 'SELECT_LANGUAGE', language: 'c' });
      expect(editor.getSnapshot().context.code).toBe('/* c */');
      editor.send({ type: 'EDIT', code: 'int main(void) {}' });
      editor.stop();

      const reloaded = openFive(drafts);
      expect(reloaded.getSnapshot().context).toMatchObject({ language: 'c', code: 'int main(void) {}' });
      reloaded.send({ type: 'SELECT_LANGUAGE', language: 'python' });
      expect(reloaded.getSnapshot().context.code).toBe('print(1)');
      expect(drafts.lastLanguage()).toBe('python');
    });
  });

  describe('given a problem with the three spec languages only', () => {
    it('offers the three, and choosing Python or C changes nothing', () => {
      const editor = open();
      expect(editor.getSnapshot().context.languages).toEqual(['cpp', 'java', 'javascript']);
      editor.send({ type: 'SELECT_LANGUAGE', language: 'python' });
      editor.send({ type: 'SELECT_LANGUAGE', language: 'c' });
      expect(editor.getSnapshot().context).toMatchObject({ language: 'javascript', code: '// js' });
    });

    it('opens in the first language it offers when the last one used was Python', () => {
      const drafts = storageDrafts(memoryStorage());
      drafts.saveLanguage('elsewhere', 'python');
      expect(open(drafts, 'p1').getSnapshot().context).toMatchObject({ language: 'cpp', code: '// cpp' });
      const fromServer = createActor(editorMachine, {
        input: { problemId: 'p2', startCode, drafts: storageDrafts(memoryStorage()), lastLanguage: 'c' },
      }).start();
      expect(fromServer.getSnapshot().context.language).toBe('cpp');
    });
  });
});

describe('openingLanguage', () => {
  it('is the last language used when the problem offers it, JavaScript for a learner with none, the first offered otherwise', () => {
    expect(openingLanguage(['cpp', 'java', 'javascript', 'python'], 'python')).toBe('python');
    expect(openingLanguage(['cpp', 'java', 'javascript'], null)).toBe('javascript');
    expect(openingLanguage(['cpp', 'java', 'javascript'], 'c')).toBe('cpp');
  });
});
