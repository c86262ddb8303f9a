import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repo });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the dependency rule', () => {
  it.each([
    ['core/src/x.ts', "import { httpCartGateway } from '@modavi/adapters';"],
    ['core/src/x.ts', "import { Button } from '@modavi/ui';"],
    ['core/src/x.ts', "import { thing } from '../../server/src/main.js';"],
    ['core/src/x.ts', "import React from 'react';"],
    ['core/src/x.ts', "import { io } from 'socket.io-client';"],
    ['core/src/x.ts', "import { getMessaging } from 'firebase/messaging';"],
    ['adapters/src/x.ts', "import { Button } from '@modavi/ui';"],
    ['adapters/src/x.ts', "import { router } from '@modavi/app';"],
    ['ui/src/x.ts', "import { httpCartGateway } from '@modavi/adapters';"],
    ['ui/src/x.ts', "import { x } from '../../adapters/src/index.js';"],
    ['server/src/x.ts', "import { Button } from '@modavi/ui';"],
    ['server/src/x.ts', "import { httpCartGateway } from '@modavi/adapters';"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, `${code}\nexport {};`)).toContain('no-restricted-imports');
  });

  it.each([
    ['adapters/src/x.ts', "import { cartTotal } from '@modavi/core';"],
    ['ui/src/x.ts', "import { moneyFormat } from '@modavi/core';"],
    ['server/src/x.ts', "import { pageGuard } from '@modavi/core';"],
    ['app/src/x.ts', "import { httpCartGateway } from '@modavi/adapters';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];`)).toEqual([]);
  });
});

describe('core reaches the platform only through ports', () => {
  it.each([
    ['export const t = Date.now();', 'no-restricted-properties'],
    ['export const r = Math.random();', 'no-restricted-properties'],
    ['export const d = new Date();', 'no-restricted-syntax'],
    ['export const w = window.innerWidth;', 'no-restricted-globals'],
    ['export const s = localStorage.getItem("a");', 'no-restricted-globals'],
    ['export const f = fetch("/x");', 'no-restricted-globals'],
    ['setTimeout(() => undefined, 1);', 'no-restricted-globals'],
  ])('%s', async (code, rule) => {
    expect(await rulesHit('core/src/x.ts', code)).toContain(rule);
  });

  it('allows a date built from a given time', async () => {
    expect(await rulesHit('core/src/x.ts', 'export const d = (ms: number) => new Date(ms);')).toEqual([]);
  });
});

describe('no literal text in JSX', () => {
  it.each([
    ['ui/src/X.tsx', 'export const X = () => <p>Giỏ hàng</p>;'],
    ['app/src/X.tsx', 'export const X = () => <p>{"Cart"}</p>;'],
    ['app/src/X.tsx', 'export const X = () => <p>{`Total ${1}`}</p>;'],
  ])('%s: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).toContain('modavi/no-jsx-literals');
  });

  it('allows translated text and punctuation', async () => {
    const code = 'declare const t: (k: string) => string;\nexport const X = () => <p>{t("cart.title")} · {"/"}</p>;';
    expect(await rulesHit('app/src/X.tsx', code)).toEqual([]);
  });
});

describe('SQL only through the typed query layer (issue 29)', () => {
  it.each([
    ['server/src/x/x-store.ts', "export const q = (db: { query(sql: string): unknown }) => db.query('SELECT id FROM products WHERE listed');"],
    ['server/src/x/x-store.ts', 'export const q = `INSERT INTO favourites (owner_id, product_id) VALUES ($1, $2)`;'],
    ['server/src/x/x-store.ts', "export const q = 'UPDATE orders SET status = $1 WHERE id = $2';"],
  ])('%s may not write a statement as a string: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).toContain('modavi/no-raw-sql');
  });

  it.each([
    ['server/src/x/x-store.ts', "import { sql } from 'kysely';\nexport const rank = sql`SELECT 1 FROM products`;"],
    ['server/src/x/x.test.ts', "export const q = 'SELECT id FROM products';"],
    ['server/src/testing/x-probe.ts', "export const q = 'DELETE FROM orders';"],
    ['server/src/x/x-store.ts', "export const words = 'Select a product from the list';"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await rulesHit(filePath, code)).not.toContain('modavi/no-raw-sql');
  });
});
