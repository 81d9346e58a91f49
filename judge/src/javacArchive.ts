import { promises as fs } from 'node:fs';
import path from 'node:path';
import { chownTree, prepareArtifact, runOnArtifact, type ArtifactOptions } from './cacheInstall';
import { javacArchiveMount, javacJvmFlags } from './languages';
import type { SandboxLimits } from './sandbox/command';

/** The flag every javac run gets once the archive is in place. */
export const javacArchiveFlag = `-J-XX:SharedArchiveFile=${javacArchiveMount}/javac.jsa`;

const dumpLimits: SandboxLimits = {
  cpuSeconds: 60,
  wallSeconds: 180,
  memoryBytes: 1536 * 1024 * 1024,
  processes: 64,
  fileBytes: 256 * 1024 * 1024,
  stackBytes: 64 * 1024 * 1024,
  tmpBytes: 64 * 1024 * 1024,
};

/**
 * The judge's own sample, never a learner's: the archive holds the classes javac loaded to
 * compile it (generics, lambdas, streams, records, inner classes), so most compiles find theirs.
 */
const sample = `import java.io.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class Main {
  record Pair(int first, long second) implements Comparable<Pair> {
    public int compareTo(Pair other) { return Long.compare(second, other.second); }
  }
  interface Shape { double area(); }
  enum Color { RED, GREEN }
  static class Node<T extends Comparable<T>> { T value; Node<T> next; Node(T value) { this.value = value; } }

  static long gcd(long a, long b) { return b == 0 ? a : gcd(b, a % b); }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer tokens = new StringTokenizer("3 1 2");
    int n = Integer.parseInt(tokens.nextToken());
    List<Pair> pairs = new ArrayList<>();
    Map<String, Integer> counts = new HashMap<>();
    PriorityQueue<Pair> queue = new PriorityQueue<>(Comparator.comparingLong(Pair::second));
    for (int i = 0; i < n; i++) pairs.add(new Pair(i, (long) i * i));
    Collections.sort(pairs);
    pairs.forEach(queue::add);
    Function<Integer, Integer> square = x -> x * x;
    int[] values = IntStream.range(0, n).map(i -> square.apply(i)).toArray();
    Arrays.sort(values);
    String joined = Arrays.stream(values).mapToObj(String::valueOf).collect(Collectors.joining(" "));
    counts.merge(joined, 1, Integer::sum);
    Shape shape = () -> Math.PI;
    StringBuilder out = new StringBuilder();
    switch (Color.values()[n % 2]) {
      case RED -> out.append(String.format("%.2f%n", shape.area()));
      default -> out.append(gcd(12, 18)).append('\\n');
    }
    try (PrintWriter writer = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)))) {
      writer.print(out);
      writer.println(new Node<>("x").value + counts.size() + in.ready());
    } catch (RuntimeException e) {
      throw new IllegalStateException(e);
    }
  }
}
`;

/**
 * Dumps a class-data archive of javac once per cache dir into `<cacheDir>/javac-cds/javac.jsa`
 * (AppCDS): javac then maps the classes it needs instead of loading and verifying them, which is
 * most of its start-up. It is dumped in the sandbox from the judge's own sample, with exactly
 * javac's JVM flags, owned by root and mounted read-only, so nothing of one learner's build
 * reaches another's. Proves that javac maps it, and at each start that it still does (dumping it
 * again when not); returns the directory to mount at /jcds, or null (then Java compiles without
 * it, only slower).
 */
export async function prepareJavacArchive(options: ArtifactOptions & { readonly javac: string }): Promise<string | null> {
  return prepareArtifact({
    cacheDir: options.cacheDir,
    name: 'javac-cds',
    file: 'javac.jsa',
    stamp: { version: options.version, flags: [...javacJvmFlags] },
    uid: options.uid,
    made: "dumped javac's class-data archive",
    failed: "cannot dump javac's class-data archive, Java compiles without it",
    log: options.log,
    async make(staging) {
      await fs.writeFile(path.join(staging, 'Main.java'), sample);
      await chownTree(staging, options.uid);
      const dumped = await inSandbox(options, staging, true, [`-J-XX:ArchiveClassesAtExit=/box/javac.jsa`, '-d', '/tmp', 'Main.java']);
      if (dumped.exitCode !== 0) throw new Error(`dumping it failed: ${dumped.stderr.toString().slice(0, 2000)}`);
      if (!(await fs.lstat(path.join(staging, 'javac.jsa'))).isFile()) throw new Error('the archive is not a regular file');
      // javac probes it as it will map it: root's and read-only.
      await chownTree(staging, 0);
      await fs.chmod(path.join(staging, 'javac.jsa'), 0o444);
      await fs.chmod(staging, 0o755);
      // Classes mapped from the archive are logged as from its top layer.
      const probe = await inSandbox(options, staging, false, [
        javacArchiveFlag,
        '-J-Xlog:class+load=info',
        '-d',
        '/tmp',
        `${javacArchiveMount}/Main.java`,
      ]);
      if (probe.exitCode !== 0 || !probe.stdout.toString().includes('shared objects file (top)')) {
        throw new Error(`javac does not map it: ${probe.stderr.toString().slice(0, 2000)}`);
      }
      await fs.rm(path.join(staging, 'Main.java'));
    },
    // The archive is a layer over the JDK's own, which Debian dumps again whenever the JDK's package
    // is configured: the JVM then ignores javac's archive without a word (-Xshare:auto), and every
    // compile costs half as much again. -Xshare:on makes a refusal an error.
    async stillTaken(dir) {
      const probe = await inSandbox(options, dir, false, [javacArchiveFlag, '-J-Xshare:on', '-version']);
      return probe.exitCode === 0 ? null : firstLines(probe.stdout.toString() + probe.stderr.toString());
    },
  });
}

/** What a refusing JVM said, in a line or two. */
function firstLines(text: string): string {
  return text.trim().split('\n').slice(0, 3).join(' ').slice(0, 500) || 'the JVM gave no reason';
}

function inSandbox(options: ArtifactOptions & { readonly javac: string }, dir: string, writable: boolean, args: string[]) {
  const command = [options.javac, ...javacJvmFlags, '-encoding', 'UTF-8', ...args];
  // The probe's class-loading log is a line per class.
  return runOnArtifact(options, { path: dir, writable, mount: javacArchiveMount }, command, dumpLimits, 4 * 1024 * 1024);
}
