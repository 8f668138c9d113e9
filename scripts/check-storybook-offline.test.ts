import { describe, expect, it } from 'vitest';
import { remoteLoads } from './check-storybook-offline.ts';

describe('the storybook offline check', () => {
  it.each([
    ['a remote script', '<script type="module" src="https://cdn.example.com/x.js"></script>'],
    ['a remote font stylesheet', '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Nunito">'],
    ['a protocol-relative image', '<img src="//example.com/a.png">'],
    ['a CSS url()', '@font-face{src:url(https://fonts.gstatic.com/a.woff2)}'],
    ['a CSS @import', '@import "https://example.com/a.css";'],
    ['a fetch', 'await fetch(`https://storybook.js.org/versions.json`)'],
    ['a dynamic import', 'import("https://esm.sh/react")'],
    ['an XMLHttpRequest', 'x.open("GET", "https://example.com/telemetry")'],
  ])('finds %s', (_what, text) => expect(remoteLoads(text)).toHaveLength(1));

  it.each([
    ['a link a reader follows', 'createElement("a", { href: "https://storybook.js.org/docs" })'],
    ['a schema identifier', '{$schema:`https://vega.github.io/schema/vega-lite/v6.json`}'],
    ['an XML namespace', 'createElementNS("http://www.w3.org/2000/svg", "svg")'],
    ['a local script and font', '<script src="./assets/iframe.js"></script><link rel="preload" href="./nunito-sans-bold.woff2">'],
  ])('passes %s', (_what, text) => expect(remoteLoads(text)).toEqual([]));
});
