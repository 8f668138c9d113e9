// Fails when server/db/schema.ts has changes that no migration records (run `npm run db:generate`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// drizzle-kit wants a relative output folder.
fs.mkdirSync('.tmp', { recursive: true });
const out = path.relative(process.cwd(), fs.mkdtempSync(path.join('.tmp', 'migration-check-')));
fs.cpSync('server/db/migrations', out, { recursive: true });
const config = path.join(out, 'drizzle.check.config.ts');
fs.writeFileSync(
  config,
  `export default { dialect: 'postgresql', schema: './server/db/schema.ts', out: ${JSON.stringify(`./${out}`)} };\n`,
);
const before = fs.readdirSync(out).length;
const r = spawnSync(process.execPath, ['node_modules/drizzle-kit/bin.cjs', 'generate', `--config=${config}`], { encoding: 'utf8' });
const after = fs.readdirSync(out).length;
fs.rmSync(out, { recursive: true, force: true });
// drizzle-kit exits 0 on some failures; its output says so.
if (r.status !== 0 || /Error/.test(`${r.stdout}${r.stderr}`)) {
  console.error(r.stdout, r.stderr);
  console.error('drizzle-kit could not compare the schema with the migrations.');
  process.exit(1);
}
if (after !== before) {
  console.error('server/db/schema.ts has changes without a migration. Run `npm run db:generate` and commit the new file.');
  process.exit(1);
}
console.log('Migrations match server/db/schema.ts.');
