import { constants } from 'node:os';
import { artifactKey } from './artifacts';
import { compilerHostFailure, programKey } from './build';
import { languages } from './languages';
import type { Toolchain } from './toolchain';

const ended = { signal: null, timedOut: false, oomKilled: false };

describe('a compile the host failed, told from one the source failed', () => {
  test.each([
    [
      "g++'s driver out of processes",
      "g++: fatal error: cannot execute '/usr/lib/gcc/x86_64-linux-gnu/12/cc1plus': vfork: Resource temporarily unavailable\ncompilation terminated.\n",
    ],
    ["g++'s driver out of memory", '/usr/bin/g++-12: error: posix_spawn: Cannot allocate memory\n'],
    [
      "javac's JVM out of threads",
      '[0.012s][warning][os,thread] Failed to start thread "GC Thread#0" - pthread_create failed (EAGAIN) for attributes: stacksize: 1024k.\nError occurred during initialization of VM\n',
    ],
    ["javac's JVM cannot start", 'Error occurred during initialization of VM\nCould not reserve enough space for object heap\n'],
    [
      "node's threads",
      "node[1]: ../src/node_platform.cc:68:std::unique_ptr<long unsigned int> node::WorkerThreadsTaskRunner::DelayedTaskScheduler::Start(): Assertion `(0) == (uv_thread_create(t.get(), start_thread, this))' failed.\n",
    ],
  ])('%s is a host fault', (_name, output) => {
    expect(compilerHostFailure(ended, output)).toMatch(/^the compiler could not start: /);
  });

  test('a compiler that died of SIGBUS is a host fault', () => {
    expect(compilerHostFailure({ ...ended, signal: constants.signals.SIGBUS }, '')).toBe('the compiler died of SIGBUS');
  });

  test.each([
    ['a C++ error quoting the words', 'main.cpp:1:9: note: #pragma message: \ng++: fatal error: vfork: Resource temporarily unavailable\n'],
    ['a Java error quoting the words', 'Main.java:3: error: not a statement\nError occurred during initialization of VM;\n^\n1 error\n'],
    ['a JavaScript syntax error', 'main.js:1\nnode[1]: uv_thread_create\n    ^\n\nSyntaxError: Unexpected identifier\n'],
    ['a compile killed for its time', ''],
  ])('%s is the source’s own failure', (_name, output) => {
    expect(compilerHostFailure(ended, output)).toBeNull();
  });

  test('a compile killed for memory is not a host fault, whatever signal ended it', () => {
    expect(compilerHostFailure({ signal: constants.signals.SIGBUS, timedOut: false, oomKilled: true }, '')).toBeNull();
  });
});

describe('the cache key of a program and the files beside it', () => {
  const toolchain: Toolchain & { available: true } = {
    available: true,
    language: languages.cpp,
    version: 'g++ 12',
    paths: new Map(),
    mounts: [],
    compileCommand: ['g++', 'main.cpp'],
  };
  const header = { name: 'testlib.h', content: '#pragma once\n' };
  const other = { name: 'validate.h', content: 'int v;\n' };

  test('is the source’s own key without files, so submissions keep their cached programs', () => {
    expect(programKey(toolchain, 'int main(){}', [])).toBe(
      artifactKey({ language: 'cpp', command: toolchain.compileCommand, toolchain: 'g++ 12', source: 'int main(){}' }),
    );
  });

  test('changes with each file’s name and content, not with their order', () => {
    const keys = [
      programKey(toolchain, 'int main(){}'),
      programKey(toolchain, 'int main(){}', [header]),
      programKey(toolchain, 'int main(){}', [{ ...header, content: '#pragma once\n// 2\n' }]),
      programKey(toolchain, 'int main(){}', [{ ...header, name: 'testlib2.h' }]),
      programKey(toolchain, 'int main(){}', [header, other]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(programKey(toolchain, 'int main(){}', [other, header])).toBe(programKey(toolchain, 'int main(){}', [header, other]));
  });
});
