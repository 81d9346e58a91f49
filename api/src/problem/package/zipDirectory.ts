import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import yazl from 'yazl';

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found.sort();
}

/** A folder as a zip stream, its files under `prefix/` (a package's own folder name) or at the top. */
export async function zipDirectory(dir: string, prefix = ''): Promise<Readable> {
  const zip = new yazl.ZipFile();
  for (const file of await filesUnder(dir)) {
    const name = relative(dir, file).split(sep).join('/');
    zip.addFile(file, prefix ? `${prefix}/${name}` : name);
  }
  zip.end();
  return zip.outputStream as unknown as Readable;
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
