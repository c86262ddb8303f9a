/**
 * Helpers for machine tests: compare the states a graph walk reaches with the states a
 * machine declares, without writing the tree walk again in every test.
 */
import type { AnyStateNode, StateValue } from 'xstate';

/** A state value as dotted leaf paths: { shipping: 'delivered' } -> 'shipping.delivered'. */
export const stateValuePaths = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => `${key}.${stateValuePaths(child as StateValue)}`)
        .join(',');

/** Every leaf state under a node, as dotted paths (pass `machine.root`). */
export const machineLeaves = (node: AnyStateNode): string[] => {
  const children = Object.values(node.states);
  return children.length === 0 ? [node.path.join('.')] : children.flatMap(machineLeaves);
};
