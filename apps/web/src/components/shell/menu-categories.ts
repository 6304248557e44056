import type { CategoryNode } from '@nangsue/contracts';

/**
 * A category as the header's menu shows it: id, name, number of books and, when it has any, its
 * sub-categories. Tuples rather than the API's objects: the tree is a client island's props, so it
 * is in every page's payload, and the keys (`NumberOfProducts`, `SubCategories: []`) were half its
 * ~4.5 KB (issue 27 §3).
 */
export type MenuCategory = readonly [
  id: number,
  name: string,
  count: number,
  subCategories?: readonly MenuCategory[],
];

export const toMenuCategories = (nodes: readonly CategoryNode[]): MenuCategory[] =>
  nodes.map((node) =>
    node.SubCategories.length > 0
      ? [node.Id, node.Name, node.NumberOfProducts, toMenuCategories(node.SubCategories)]
      : [node.Id, node.Name, node.NumberOfProducts],
  );
