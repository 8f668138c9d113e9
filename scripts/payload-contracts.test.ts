import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handWrittenPayloadCopies, payloadTypeNames } from './payload-contracts.ts';

describe('one definition per payload (README: Tests, rule "payload types are generated")', () => {
  it('knows the payload types the API schemas generate', () => {
    expect([...payloadTypeNames()]).toEqual(expect.arrayContaining(['RankingData', 'RankingRow', 'InterviewData', 'UserIdentity', 'CellDetails', 'RankingListParams', 'CellDetailsQuery', 'ExtName']));
  });

  it('no file outside schemas/ declares an interface or type alias named like a generated payload type', () => {
    const copies = handWrittenPayloadCopies().map((c) => `${c.where} declares ${c.name}: import it from schemas/api/*.gen.ts instead`);
    expect(copies).toEqual([]);
  });

  it('finds interfaces and type aliases, and not the names inside an import list', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-copies-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'copies.ts'),
        'import {\n  type RankingData,\n} from "x";\nexport interface RankingRow { cells: unknown[] }\ntype CellDetails = { title: string };\ntype Mine = RankingData;\n',
      );
      expect(handWrittenPayloadCopies(payloadTypeNames(), [dir]).map((c) => c.name)).toEqual(['RankingRow', 'CellDetails']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
