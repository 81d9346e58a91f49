/**
 * The Python compile step: parses `main.py` as the run will (CPython's own `compile`), so a
 * program that does not parse is a Compilation Error with Python's message and line (`File
 * "main.py", line 3`, the line, the caret, `SyntaxError: ...`) instead of a runtime error on every
 * case. Nothing is written: the program is run from its source.
 */
const script = `
import sys, traceback
source = open('main.py', 'rb').read()
try:
    compile(source, 'main.py', 'exec', dont_inherit=True)
except (SyntaxError, ValueError) as error:
    sys.stderr.write(''.join(traceback.format_exception_only(type(error), error)))
    sys.exit(1)
`;

/** The compile command: part of the built program's cache key, like every compile command. */
export const pythonCheck = ['/usr/bin/python3', '-B', '-S', '-c', script.trim()] as const;
