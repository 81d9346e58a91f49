import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Popconfirm } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import type { ActorRefFrom } from 'xstate';
import type { editorMachine } from '../editorMachine';
import { languageOf } from '../format';
import { loadAceMode } from '../../../lib/aceModes';

// Ace and its modes are a large chunk: loaded only when a problem is opened.
const CodeEditor = lazy(() => import('./CodeEditor'));

export function EditorSkeleton() {
  return (
    <div className="pp-editor-skeleton" aria-busy="true" aria-label="Loading editor">
      {Array.from({ length: 10 }, (_, i) => (
        <span key={i} style={{ width: `${25 + ((i * 41) % 55)}%` }} />
      ))}
    </div>
  );
}

/**
 * Language buttons (the problem's languages only) and the editor; what is typed goes to the editor machine (and its drafts).
 * The editor stays mounted across language switches, so each language keeps its undo history.
 */
export function CodeTab({ editor }: { editor: ActorRefFrom<typeof editorMachine> }) {
  const language = useSelector(editor, (s) => s.context.language);
  const code = useSelector(editor, (s) => s.context.code);
  const languages = useSelector(editor, (s) => s.context.languages);
  const option = languageOf(language);
  // The language's mode is fetched beside the editor's chunk, not after it.
  useEffect(() => {
    void loadAceMode(option.aceMode);
  }, [option.aceMode]);

  return (
    <div className="pp-code">
      <div className="pp-code-toolbar">
        <div role="group" aria-label="Language" style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {languages.map(languageOf).map((l) => (
            <Button
              key={l.id}
              size="small"
              type={l.id === language ? 'primary' : 'default'}
              aria-pressed={l.id === language}
              onClick={() => editor.send({ type: 'SELECT_LANGUAGE', language: l.id })}
            >
              {l.label}
            </Button>
          ))}
        </div>
        <span className="pp-spacer" />
        <Popconfirm
          title="Reset to start code?"
          description={`Your ${option.label} code is replaced by the start code. Ctrl+Z in the editor brings it back.`}
          okText="Reset"
          cancelText="Keep my code"
          onConfirm={() => editor.send({ type: 'RESET' })}
        >
          <Button size="small" type="text" icon={<UndoOutlined />}>
            Reset to start code
          </Button>
        </Popconfirm>
      </div>
      <div className="pp-editor">
        <Suspense fallback={<EditorSkeleton />}>
          <CodeEditor
            language={language}
            value={code}
            mode={option.aceMode}
            label={`${option.label} code editor`}
            onChange={(next) => editor.send({ type: 'EDIT', code: next })}
          />
        </Suspense>
      </div>
    </div>
  );
}
