import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from './metrics';

/** docs/operations.md lists every metric the platform defines, and the Grafana dashboard uses only those. */
const root = join(__dirname, '..', '..');
const docs = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
const dashboard = readFileSync(join(root, 'docs', 'grafana', 'forge.json'), 'utf8');

const ours = async () => (await registry.getMetricsAsJSON()).map((m) => m.name).filter((name) => !/^forge_(process|nodejs)_/.test(name));
const nodeOwn = async () => (await registry.getMetricsAsJSON()).map((m) => m.name).filter((name) => /^forge_(process|nodejs)_/.test(name));

describe('the operations docs and the dashboard', () => {
  it('list every metric of ours in docs/operations.md, by its name', async () => {
    const names = await ours();
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) expect(docs).toContain(`| \`${name}\` |`);
  });

  it('draw only metrics the platform serves', async () => {
    const served = new Set([...(await ours()), ...(await nodeOwn())]);
    const used = [...dashboard.matchAll(/\bforge_\w+/g)].map(([name]) => name.replace(/_(bucket|sum|count)$/, ''));
    expect(used.length).toBeGreaterThan(15);
    for (const name of used) expect(served).toContain(name);
  });

  it('draw every metric of ours at least once', async () => {
    for (const name of await ours()) expect(dashboard).toContain(name);
  });
});
