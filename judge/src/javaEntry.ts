import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Directories looked into for a packaged class: a package is rarely more than a few deep. */
const maxPackageDepth = 8;

/**
 * What keeps `java Main` from starting a program javac compiled (with `-d .`), told to the
 * learner, or null. It reads the class files javac wrote rather than the source, which comments
 * and strings could fool: `Main.class` at the root is what the run needs; class files in a
 * directory mean a `package` line; other root classes mean Main is missing. The directory was the
 * compiler's to write, so nothing in it is followed (directory entries are taken as they are).
 */
export async function javaEntryProblem(dir: string): Promise<string | null> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  if (entries.some((entry) => entry.isFile() && entry.name === 'Main.class')) return null;
  const packaged = await packageOf(dir, '', 0);
  if (packaged) {
    return `Remove the \`package ${packaged};\` line: the judge runs \`Main\` from the default package.`;
  }
  const classes = entries
    .filter((entry) => entry.isFile() && /^[\w]+\.class$/.test(entry.name))
    .map((entry) => entry.name.slice(0, -'.class'.length));
  const found =
    classes.length > 0
      ? `found ${classes
          .sort()
          .map((name) => `class ${name}`)
          .join(', ')}`
      : 'found no class';
  return `${mustDeclareMain}: ${found}. Rename the class that has main to Main.`;
}

const mustDeclareMain =
  'Your program must declare `public class Main` with `public static void main(String[] args)` (the judge runs `java Main`)';

/**
 * A plain line above javac's own errors when they mean the learner named the class otherwise:
 * javac refuses a public class whose name is not the file's (Main.java).
 */
export function explainJavacErrors(output: string): string | null {
  const named = /class ([\w$]+) is public, should be declared in a file named \1\.java/.exec(output);
  return named ? `${mustDeclareMain}: found public class ${named[1]}. Rename it to Main.` : null;
}

/** The dotted name of the first package directory holding a class file, or null. */
async function packageOf(dir: string, dotted: string, depth: number): Promise<string | null> {
  if (depth > maxPackageDepth) return null;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  if (depth > 0 && entries.some((entry) => entry.isFile() && entry.name.endsWith('.class'))) return dotted;
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const found = await packageOf(path.join(dir, entry.name), dotted ? `${dotted}.${entry.name}` : entry.name, depth + 1);
    if (found) return found;
  }
  return null;
}
