import { useEffect, useState } from 'react';
import AceEditor from 'react-ace';
import 'ace-builds/src-noconflict/theme-monokai';
import 'ace-builds/src-noconflict/theme-github';
import { useTheme } from '../../theme/ThemeProvider';
import { aceModeLoaded, loadAceMode, type AceMode } from '../../../lib/aceModes';

interface SourceEditorProps {
  /** The form item's id: on the editor's text input alone, so the field's label names it. */
  readonly id?: string;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly mode: AceMode;
  readonly label: string;
  readonly disabled?: boolean;
  readonly height?: number;
}

/**
 * Code in the problem form (start code, reference and wrong solutions, a checker's, interactor's
 * or input validator's source) in Ace with its language's mode, as a form field: light or dark
 * with the page.
 */
export default function SourceEditor({ id, value = '', onChange, mode, label, disabled = false, height = 320 }: SourceEditorProps) {
  const { mode: theme } = useTheme();
  // Plain text until the language's mode has loaded (its own chunk): Ace must not fetch it itself.
  const [shownMode, setShownMode] = useState<AceMode | 'text'>(aceModeLoaded(mode) ? mode : 'text');
  useEffect(() => {
    let live = true;
    void loadAceMode(mode).then(() => live && setShownMode(mode));
    return () => {
      live = false;
    };
  }, [mode]);
  return (
    // Focusable by script only: Escape leaves the editor to it, and Tab then goes on to the next field.
    <div className="ad-source-editor" tabIndex={-1}>
      <AceEditor
        // Ace's own element gets a name of its own: the field's id belongs to the text input.
        name={`${id ?? 'source'}-editor`}
        mode={shownMode}
        theme={theme === 'dark' ? 'monokai' : 'github'}
        value={value}
        onChange={(text: string) => onChange?.(text)}
        readOnly={disabled}
        width="100%"
        height={`${height}px`}
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
