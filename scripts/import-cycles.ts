/**
 * The import graph of every .ts/.tsx file under a folder, resolved the way the compiler resolves it (tsconfig.json's
 * options), and the cycles in it. Type-only imports count: a cycle of types still ties the modules together.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'storybook-static', 'coverage', '.data', '.tmp']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.data-')) sourceFiles(path.join(dir, entry.name), out);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  if (!fs.existsSync(file)) return { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true };
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** File → the repository files it imports (static, dynamic and re-exports), paths relative to `root`. */
export function importGraph(root: string): Map<string, string[]> {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/')) continue;
      targets.add(path.relative(root, resolved.resolvedFileName));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/** One cycle per strongly connected component (Tarjan), each as a path that starts and ends at the same file. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((c) => shortestCycle(graph, new Set(c)));
}

/** The shortest way from the component's first file (alphabetically) back to itself, inside the component. */
function shortestCycle(graph: Map<string, string[]>, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const cycle = [start];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = cameFrom.get(u)) cycle.unshift(u);
        cycle.unshift(start);
        return cycle;
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
