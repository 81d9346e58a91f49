import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import AceEditor from 'react-ace';
import { createEditSession, type Ace } from 'ace-builds';
import 'ace-builds/src-noconflict/theme-monokai';
import { aceModeLoaded, loadAceMode } from '../../../lib/aceModes';
import type { SubmissionLanguage } from '@forge/contracts';
import type { LanguageOption } from '../format';

interface CodeEditorProps {
  readonly language: SubmissionLanguage;
  readonly value: string;
  readonly mode: LanguageOption['aceMode'];
  readonly label: string;
  readonly onChange: (code: string) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first control after `container` in the page's tab order that is shown. */
function nextFocusable(container: HTMLElement): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (e) =>
      !container.contains(e) &&
      (container.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      e.getClientRects().length > 0,
  );
}

/** Spec §9: tab size 2, word wrap; per session, since every language has its own. No syntax worker: Ace would fetch it from its base path. */
const sessionOptions = { tabSize: 2, useSoftTabs: true, wrap: true, useWorker: false } as const;

/**
 * Spec §9: font size 14, tab size 2, word wrap, no print margin (Ace has no minimap), dark theme.
 *
 * One editor for the page and one Ace session per language: switching language swaps the
 * session, so each language keeps its own text, cursor and undo history for as long as the
 * page is open. The value only flows in when it differs from the session (a reset): that
 * change goes through the session's document, so Ctrl+Z takes it back.
 */
export default function CodeEditor({ language, value, mode, label, onChange }: CodeEditorProps) {
  const [editor, setEditor] = useState<Ace.Editor | null>(null);
  const sessions = useRef(new Map<SubmissionLanguage, Ace.EditSession>());
  /** Set while the value prop is written into the editor: that is not the learner typing. */
  const applying = useRef(false);
  /** Bumped when a mode arrives, so the session of the language in use gets it. */
  const [modesLoaded, setModesLoaded] = useState(0);

  useEffect(() => {
    let live = true;
    if (!aceModeLoaded(mode)) void loadAceMode(mode).then(() => live && setModesLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [mode]);

  useLayoutEffect(() => {
    if (!editor) return;
    let session = sessions.current.get(language);
    if (!session) {
      // Plain text until the language's mode has loaded (its own chunk), then highlighted.
      session = createEditSession(value, aceModeLoaded(mode) ? `ace/mode/${mode}` : 'ace/mode/text');
      session.setOptions(sessionOptions);
      sessions.current.set(language, session);
    }
    if (aceModeLoaded(mode) && (session.getMode() as { $id?: string }).$id !== `ace/mode/${mode}`) session.setMode(`ace/mode/${mode}`);
    if (editor.session !== session) editor.setSession(session);
    editor.textInput.getElement().setAttribute('aria-label', label);
    if (session.getValue() !== value) {
      applying.current = true;
      try {
        session.doc.setValue(value);
      } finally {
        applying.current = false;
      }
    }
  }, [editor, language, value, mode, label, modesLoaded]);

  return (
    <AceEditor
      name="code-editor"
      className="pp-ace"
      // react-ace would set a mode on whichever session is current: every session gets its own above.
      mode="text"
      theme="monokai"
      onChange={(code: string) => {
        if (!applying.current) onChange(code);
      }}
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
        // Tab indents inside the editor; Escape leaves it for the next control (Run, Submit), so keyboard users are never trapped.
        enableKeyboardAccessibility: false,
      }}
      onLoad={(loaded) => {
        loaded.commands.addCommand({
          name: 'leaveEditor',
          bindKey: { win: 'Esc', mac: 'Esc' },
          exec: () => nextFocusable(loaded.container)?.focus(),
        });
        setEditor(loaded);
      }}
    />
  );
}
