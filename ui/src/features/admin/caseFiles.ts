/** A test data file as read from the admin's disk. */
export interface CaseFile {
  readonly name: string;
  readonly text: string;
}

export interface PairedCases {
  /** One case per base name holding both an `.in` and an `.ans` file, in natural order (2 before 10). */
  readonly cases: readonly { readonly name: string; readonly input: string; readonly output: string }[];
  /** Files left out: no partner, or not `.in` / `.ans`. */
  readonly unpaired: readonly string[];
}

const EXTENSION = /\.(in|ans)$/i;

/** Pairs `.in` and `.ans` files by base name (`1.in` with `1.ans`) into cases. */
export function pairCaseFiles(files: readonly CaseFile[]): PairedCases {
  const byBase = new Map<string, { in?: CaseFile; ans?: CaseFile }>();
  const unpaired: string[] = [];
  for (const file of files) {
    const match = EXTENSION.exec(file.name);
    if (!match) {
      unpaired.push(file.name);
      continue;
    }
    const base = file.name.slice(0, match.index);
    const pair = byBase.get(base) ?? {};
    pair[match[1]!.toLowerCase() as 'in' | 'ans'] = file;
    byBase.set(base, pair);
  }
  const cases = [...byBase.entries()]
    .sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))
    .flatMap(([name, pair]) => {
      if (pair.in && pair.ans) return [{ name, input: pair.in.text, output: pair.ans.text }];
      unpaired.push((pair.in ?? pair.ans)!.name);
      return [];
    });
  return { cases, unpaired: unpaired.sort((a, b) => a.localeCompare(b, undefined, { numeric: true })) };
}

/** What loading the files did, in a line. */
export function describeLoaded({ cases, unpaired }: PairedCases): string {
  const loaded = `Loaded ${cases.length} case${cases.length === 1 ? '' : 's'} from files.`;
  return unpaired.length === 0 ? loaded : `${loaded} Left out (no .in/.ans partner): ${unpaired.join(', ')}.`;
}
