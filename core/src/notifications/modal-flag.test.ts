import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MODAL_FLAG_EVENT,
  modalFlagRead,
  modalFlagReduce,
  modalFlagStoredValue,
  type ModalFlagAction,
} from './modal-flag.js';
import { STORAGE_KEYS } from '../identity/storage-keys.js';

describe('modal flag', () => {
  it('uses the spec’s hasOpenModal key and a namespaced event', () => {
    expect(STORAGE_KEYS.hasOpenModal).toBe('hasOpenModal');
    expect(MODAL_FLAG_EVENT).toBe('modavi:modal-flag');
  });

  it('sets on open and clears on close, broadcasting only on a change', () => {
    expect(modalFlagReduce(false, { type: 'modal.open' })).toEqual({ open: true, broadcast: true });
    expect(modalFlagReduce(true, { type: 'modal.open' })).toEqual({ open: true, broadcast: false });
    expect(modalFlagReduce(true, { type: 'modal.close' })).toEqual({ open: false, broadcast: true });
    expect(modalFlagReduce(false, { type: 'modal.close' })).toEqual({ open: false, broadcast: false });
  });

  it('round-trips through storage, and the broadcasts alternate open, closed, open...', () => {
    const action = fc.constantFrom<ModalFlagAction>({ type: 'modal.open' }, { type: 'modal.close' });
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        let open = false;
        const broadcasts: boolean[] = [];
        for (const a of actions) {
          const step = modalFlagReduce(open, a);
          if (step.broadcast) broadcasts.push(step.open);
          open = modalFlagRead(modalFlagStoredValue(step.open));
          expect(open).toBe(step.open);
        }
        broadcasts.forEach((value, i) => expect(value).toBe(i % 2 === 0));
      }),
    );
  });

  it('reads anything but the stored marker as closed', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 'true'),
        (value) => {
          expect(modalFlagRead(value)).toBe(false);
        },
      ),
    );
  });
});
