import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(?:js|css|html|svg|json|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` (brotli at its best quality for all but the largest chunks) and `file.gz` beside every text file of the app's build, for
 * @fastify/static's preCompressed: the first screen then travels smaller than on-the-fly compression makes it,
 * at no cost per request. Only for the build into `dist/` (Storybook reuses this configuration).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sightline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      if (outDir !== path.resolve(config.root, 'dist')) outDir = '';
    },
    async closeBundle() {
      if (!outDir) return;
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => TEXT_FILES.test(f) && !f.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await fs.promises.readFile(full);
          if (content.length < 1024) return;
          // In libuv's thread pool, so the files compress in parallel. The best quality costs seconds per
          // megabyte: the chunks over 512 KB (Vega, the page screen; both loaded later) get a quicker one.
          const quality = content.length > 512 * 1024 ? 9 : zlib.constants.BROTLI_MAX_QUALITY;
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length };
          const [br, gz] = await Promise.all([brotli(content, { params }), gzip(content, { level: 9 })]);
          await Promise.all([fs.promises.writeFile(`${full}.br`, br), fs.promises.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
