import { createActor } from 'xstate';
import { memoryStorage, storageDrafts } from './drafts';
import { editorMachine } from './editorMachine';
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

  it("switching language loads that language's initial code", () => {
    const editor = open();
    editor.send({ type: 'SELECT_LANGUAGE', language: 'cpp' });
    expect(editor.getSnapshot().context.code).toBe('// cpp');
    editor.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(editor.getSnapshot().context.code).toBe('// java');
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
    // Switching language loads its initial code (spec §4), and a reload then shows that too.
    reloaded.send({ type: 'SELECT_LANGUAGE', language: 'java' });
    expect(reloaded.getSnapshot().context.code).toBe('// java');
    reloaded.stop();
    expect(open(drafts).getSnapshot().context).toMatchObject({ language: 'java', code: '// java' });

    expect(open(drafts, 'p2').getSnapshot().context).toMatchObject({ language: 'javascript', code: '// js' });
  });

  it('reset brings back the initial code and forgets the draft', () => {
    const drafts = storageDrafts(memoryStorage());
    const editor = open(drafts);
    editor.send({ type: 'EDIT', code: 'mine' });
    editor.send({ type: 'RESET' });
    expect(editor.getSnapshot().context.code).toBe('// js');
    expect(drafts.draft('p1', 'javascript')).toBeNull();
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
  });
});
