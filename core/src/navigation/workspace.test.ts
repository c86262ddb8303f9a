import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { workspaceOfPath } from './workspace.js';

describe('workspaceOfPath', () => {
  it('puts /ban-hang and /quan-tri and everything under them in their workspaces', () => {
    expect(workspaceOfPath('/ban-hang')).toBe('seller');
    expect(workspaceOfPath('/ban-hang/quan-ly-san-pham/tao')).toBe('seller');
    expect(workspaceOfPath('/quan-tri/cua-hang')).toBe('admin');
  });

  it('keeps every other page, even one starting with the same letters, on the buyer site', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const workspace = workspaceOfPath(path);
        if (!path.startsWith('/ban-hang') && !path.startsWith('/quan-tri')) expect(workspace).toBe('buyer');
      }),
    );
    expect(workspaceOfPath('/ban-hang-moi')).toBe('buyer');
    expect(workspaceOfPath('/become-seller')).toBe('buyer');
  });
});
