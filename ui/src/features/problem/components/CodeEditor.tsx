import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-javascript';
import 'ace-builds/src-noconflict/mode-java';
import 'ace-builds/src-noconflict/mode-c_cpp';
import 'ace-builds/src-noconflict/theme-monokai';
import type { LanguageOption } from '../format';

interface CodeEditorProps {
  readonly value: string;
  readonly mode: LanguageOption['aceMode'];
  readonly label: string;
  readonly onChange: (code: string) => void;
}

/** Spec §9: font size 14, tab size 2, word wrap, no print margin (Ace has no minimap), dark theme. */
export default function CodeEditor({ value, mode, label, onChange }: CodeEditorProps) {
  return (
    <AceEditor
      name="code-editor"
      className="pp-ace"
      mode={mode}
      theme="monokai"
      value={value}
      onChange={onChange}
      width="100%"
      height="100%"
      fontSize={14}
      tabSize={2}
      wrapEnabled
      showPrintMargin={false}
      showGutter
      highlightActiveLine
      editorProps={{ $blockScrolling: true }}
      setOptions={{
        // The syntax workers would be fetched from a CDN; the judge reports errors anyway.
        useWorker: false,
        useSoftTabs: true,
        // Tab indents inside the editor; Escape then Tab leaves it, so keyboard users are never trapped.
        enableKeyboardAccessibility: false,
      }}
      onLoad={(editor) => {
        const input = editor.textInput.getElement();
        input.setAttribute('aria-label', label);
        editor.commands.addCommand({
          name: 'leaveEditor',
          bindKey: { win: 'Esc', mac: 'Esc' },
          exec: () => {
            (editor.container.closest('.pp-code')?.querySelector<HTMLElement>('.pp-code-toolbar button') ?? document.body).focus();
          },
        });
      }}
    />
  );
}
