/** The sandboxed judge lands with issue 3; the workspace exists so the layout is whole from the start. */
export const judgeWorkspace = 'judge';
