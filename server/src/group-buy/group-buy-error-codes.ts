import { GROUP_BUY_ERRORS } from '@modavi/core';

type GroupBuyCode = Extract<keyof typeof GROUP_BUY_ERRORS, `GROUP_BUY.${string}`>;

const CODES = Object.keys(GROUP_BUY_ERRORS).filter((code): code is GroupBuyCode => code.startsWith('GROUP_BUY.'));

/** Every group-buy code the routes and checkout answer with, keyed by itself; spread into ERROR_CODES. */
export const GROUP_BUY_ERROR_CODES = Object.fromEntries(CODES.map((code) => [code, code])) as { readonly [Code in GroupBuyCode]: Code };
