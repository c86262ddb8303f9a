import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const modules = join(repo, 'node_modules');

/**
 * Another front end installs @modavi/core as a package: only its `dist` and package.json,
 * resolved through the exports map with no `source` condition, by plain TypeScript and Node.
 */
describe('@modavi/core as a package outside the workspace', () => {
  let consumer = '';
  beforeAll(() => {
    execFileSync(process.execPath, [join(modules, 'typescript/bin/tsc'), '-p', join(repo, 'core/tsconfig.build.json')], { stdio: 'pipe' });
    consumer = mkdtempSync(join(tmpdir(), 'modavi-consumer-'));
    const installed = join(consumer, 'node_modules/@modavi/core');
    mkdirSync(installed, { recursive: true });
    cpSync(join(repo, 'core/package.json'), join(installed, 'package.json'));
    cpSync(join(repo, 'core/dist'), join(installed, 'dist'), { recursive: true });
    for (const dependency of ['zod', 'xstate']) symlinkSync(join(modules, dependency), join(consumer, 'node_modules', dependency));
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, skipLibCheck: false, types: [] }, files: ['consumer.ts'] }),
    );
    writeFileSync(
      join(consumer, 'consumer.ts'),
      [
        "import { cartTotal, moneyFormat, CartSchema, type Cart, type Vnd } from '@modavi/core';",
        "const cart: Cart = CartSchema.parse({ valid: [], invalid: [] });",
        'const total: Vnd = cartTotal(cart).total;',
        'export const text: string = moneyFormat(total);',
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'run.mjs'),
      "import { moneyFormat, cartTotal } from '@modavi/core';\nconsole.log(moneyFormat(1250000), cartTotal({ valid: [], invalid: [] }).total);\n",
    );
  }, 120_000);
  afterAll(() => rmSync(consumer, { recursive: true, force: true }));

  it('type-checks a strict TypeScript consumer against the built declarations', () => {
    expect(() =>
      execFileSync(process.execPath, [join(modules, 'typescript/bin/tsc'), '-p', join(consumer, 'tsconfig.json')], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('runs in plain Node from the built ESM', () => {
    const output = execFileSync(process.execPath, [join(consumer, 'run.mjs')], { cwd: consumer, encoding: 'utf8' });
    expect(output.trim()).toBe('1.250.000đ 0');
  });

  it('does not resolve internals by deep import', () => {
    writeFileSync(join(consumer, 'deep.mjs'), "import '@modavi/core/dist/money/money.js';\n");
    expect(() => execFileSync(process.execPath, [join(consumer, 'deep.mjs')], { cwd: consumer, stdio: 'pipe' })).toThrow();
  });
});
