import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const api = process.env['FORGE_API'] ?? 'http://localhost:3000';

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, compressed once at their
 * highest settings, so the server sends them as they are (never compressing per request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'forge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      // The bundle's files and what public/ copied beside them (the SVG favicon among them).
      const copied = readdirSync(outDir).filter((name) => !(name in bundle));
      for (const name of [...Object.keys(bundle), ...copied]) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(name)) continue;
        const file = join(outDir, name);
        const raw = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/** `npm run dev`: hot reload here, with the API and its sockets proxied to the running server. */
export default defineConfig({
  plugins: [react(), precompress()],
  // The shared contracts are TypeScript source to the bundler, like the app's own code.
  resolve: {
    alias: {
      '@forge/contracts': fileURLToPath(new URL('../contracts/src/browser.ts', import.meta.url)),
      // The editor alone: react-ace's index also bundles its split and diff editors (diff-match-patch), unused here.
      'react-ace': fileURLToPath(new URL('../node_modules/react-ace/lib/ace.mjs', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
      // The built-in media host: video uploads and playback.
      '/media': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // The server reads it to preload a page's chunks with the page (api/src/http/serveUi.ts).
    manifest: true,
    sourcemap: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs first (React, the antd core, the shell) as one file: on a phone
            // each request costs a round trip and its headers, and one file compresses better.
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
