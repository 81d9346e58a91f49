import type { PackageProgram } from './packageFiles';

/**
 * A testlib checker in a problem package. The package format knows one interface for a problem's
 * own checker, the Kattis output validator's (`validator input answer feedback_dir < output`,
 * exit 42 accepted, 43 wrong), and testlib's (`checker input output answer`, exit 0 ok, 1 wrong
 * answer, 2 presentation error, its message on stderr) is another. An export puts the checker,
 * unchanged, in `output_validator/testlib_checker.h` beside this small main in
 * `output_validator/validator.cpp`, which speaks Kattis: it gives the checker the output as
 * /dev/stdin, its message as the feedback dir's judgemessage.txt, and turns its exit code into
 * Kattis' (glibc's `on_exit` sees the code testlib's `quitf` exits with). So problemtools,
 * DOMjudge and Kattis judge with it as the platform does, and an import of the package finds
 * the checker inside and makes it a testlib checker again.
 */
export const TESTLIB_CHECKER_FILE = 'testlib_checker.h';

export const TESTLIB_SHIM_SOURCE = `// A testlib checker (${TESTLIB_CHECKER_FILE}) run as a Kattis output validator: written by the
// platform's package export, and read back by its import as the testlib checker inside.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <fcntl.h>
#include <unistd.h>

#define main testlib_checker_main
#include "${TESTLIB_CHECKER_FILE}"
#undef main

// testlib: 0 ok; 1 wrong answer, 2 presentation error, 4 dirt, 8 unexpected eof; 3 fail, any other a judge error.
static void kattis_exit(int status, void *) {
  _exit(status == 0 ? 42 : status == 1 || status == 2 || status == 4 || status == 8 ? 43 : 1);
}

int main(int argc, char *argv[]) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s input answer feedback_dir < output\\n", argv[0]);
    return 1;
  }
  const std::string message = std::string(argv[3]) + "/judgemessage.txt";
  const int fd = open(message.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd >= 0) dup2(fd, 2);
  on_exit(kattis_exit, nullptr);
  char output[] = "/dev/stdin";
  char *args[] = {argv[0], argv[1], output, argv[2], nullptr};
  std::exit(testlib_checker_main(4, args));
}
`;

/** The output validator an export writes for a testlib checker in C++: the Kattis main and the checker beside it. */
export function testlibAsKattis(checker: { source: string; files?: readonly { name: string; content: string }[] }): {
  source: string;
  files: { name: string; content: string }[];
} {
  return { source: TESTLIB_SHIM_SOURCE, files: [{ name: TESTLIB_CHECKER_FILE, content: checker.source }, ...(checker.files ?? [])] };
}

/** The testlib checker inside an output validator an export wrote (`testlibAsKattis`), or null for any other validator. */
export function testlibInside(program: Pick<PackageProgram, 'language' | 'source' | 'files'>) {
  if (program.language !== 'cpp' || program.source.replace(/\r\n/g, '\n') !== TESTLIB_SHIM_SOURCE) return null;
  const checker = program.files.find((f) => f.name === TESTLIB_CHECKER_FILE);
  if (!checker) return null;
  const files = program.files.filter((f) => f !== checker);
  return { language: 'cpp' as const, source: checker.content, ...(files.length > 0 ? { files } : {}) };
}
