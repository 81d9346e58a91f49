import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/mode-javascript';
import 'ace-builds/src-noconflict/mode-java';
import 'ace-builds/src-noconflict/mode-c_cpp';
import 'ace-builds/src-noconflict/mode-python';
import 'ace-builds/src-noconflict/theme-monokai';
import 'ace-builds/src-noconflict/theme-github';
import { useTheme } from '../../theme/ThemeProvider';

interface SourceEditorProps {
  /** The form item's id: its label points at the editor's text input. */
  readonly id?: string;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly mode: 'c_cpp' | 'java' | 'javascript' | 'python';
  readonly label: string;
  readonly disabled?: boolean;
}

/** A checker's or interactor's source (issue 31) in Ace, as a form field: light or dark with the page. */
export default function SourceEditor({ id, value = '', onChange, mode, label, disabled = false }: SourceEditorProps) {
  const { mode: theme } = useTheme();
  return (
    // Focusable by script only: Escape leaves the editor to it, and Tab then goes on to the next field.
    <div className="ad-source-editor" tabIndex={-1}>
      <AceEditor
        name={id ?? 'checker-source'}
        mode={mode}
        theme={theme === 'dark' ? 'monokai' : 'github'}
        value={value}
        onChange={(text: string) => onChange?.(text)}
        readOnly={disabled}
        width="100%"
        height="320px"
        fontSize={13}
        tabSize={2}
        showPrintMargin={false}
        editorProps={{ $blockScrolling: true }}
        // Ace names its text input "<label>, Cursor at row n" itself, on every move.
        setOptions={{ useWorker: false, useSoftTabs: true, textInputAriaLabel: label }}
        onLoad={(editor) => {
          if (id) editor.textInput.getElement().id = id;
          // Tab indents; Escape then Tab leaves the editor, as on the problem page.
          editor.commands.addCommand({
            name: 'leaveEditor',
            bindKey: { win: 'Esc', mac: 'Esc' },
            exec: () => editor.container.parentElement?.focus(),
          });
        }}
      />
    </div>
  );
}
