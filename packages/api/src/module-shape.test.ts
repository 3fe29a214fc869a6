import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every module has the same files, so a newcomer finds the SQL, the rules, the procedures, the REST rows and the
// tests of any entity in the same places (README, "Layout").
const MODULES = path.join(import.meta.dirname, 'modules');
const SHAPE = ['repository', 'service', 'router', 'rest', 'test'];

describe('packages/api/src/modules', () => {
  it('holds modules of one shape: <x>.repository.ts, .service.ts, .router.ts, .rest.ts and .test.ts', () => {
    const modules = fs.readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(modules.length).toBeGreaterThanOrEqual(16);
    const missing = modules.flatMap(({ name }) =>
      SHAPE.filter((kind) => !fs.existsSync(path.join(MODULES, name, `${name}.${kind}.ts`))).map(
        (kind) => `${name}/${name}.${kind}.ts`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
