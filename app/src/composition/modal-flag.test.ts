import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryKeyValueStore } from '@modavi/adapters';
import { MODAL_FLAG_EVENT, STORAGE_KEYS } from '@modavi/core';
import { modalFlagTracker } from './modal-flag';

function tracked() {
  const session = memoryKeyValueStore();
  const target = new EventTarget();
  const heard: boolean[] = [];
  target.addEventListener(MODAL_FLAG_EVENT, (event) => heard.push((event as CustomEvent<{ open: boolean }>).detail.open));
  return { session, heard, opened: modalFlagTracker(session, target) };
}

describe('modalFlagTracker', () => {
  it('sets the session flag and broadcasts when a modal opens, clears and broadcasts when it closes', () => {
    const { session, heard, opened } = tracked();
    const close = opened();
    expect(session.get(STORAGE_KEYS.hasOpenModal)).toBe('true');
    expect(heard).toEqual([true]);
    close();
    expect(session.get(STORAGE_KEYS.hasOpenModal)).toBeNull();
    expect(heard).toEqual([true, false]);
    // A second call of the same release changes nothing.
    close();
    expect(heard).toEqual([true, false]);
  });

  it('stays set while any modal is open, and never repeats an event', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (steps) => {
        const { session, heard, opened } = tracked();
        const open: Array<() => void> = [];
        for (const opening of steps) {
          if (opening) open.push(opened());
          else open.shift()?.();
          expect(session.get(STORAGE_KEYS.hasOpenModal)).toBe(open.length > 0 ? 'true' : null);
        }
        // Events alternate open, close, open...: a listener hears each change once.
        heard.forEach((value, index) => expect(value).toBe(index % 2 === 0));
        expect(heard.at(-1) ?? false).toBe(open.length > 0);
      }),
    );
  });
});
