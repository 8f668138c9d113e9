import type { Plugin } from 'vite';

/** The libraries whose bundles look the global object up with `new Function('return this')` (webpack 4's shim). */
const LIBRARIES = /[\\/]node_modules[\\/](grapesjs-mjml|mjml-browser)[\\/]/;
const GLOBAL_BY_EVAL = /(?:new\s+)?Function\(\s*(["'])return this\1\s*\)\(\)/g;

/**
 * The e-mail editor's MJML compiler (grapesjs-mjml, bundling mjml-browser) finds the global object with
 * `new Function("return this")()` when `this` is undefined, which it is in our strict ES modules. Under our
 * Content-Security-Policy (no 'unsafe-eval') that is refused and reported on every load, though caught; `globalThis`
 * is the same object without evaluating a string. Only these libraries are touched.
 */
export function noEvalGlobals(): Plugin {
  return {
    name: 'sightline-no-eval-globals',
    transform(code, id) {
      if (!LIBRARIES.test(id) || !code.includes('return this')) return null;
      return { code: code.replace(GLOBAL_BY_EVAL, 'globalThis'), map: null };
    },
  };
}
