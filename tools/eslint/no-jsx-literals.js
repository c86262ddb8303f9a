/**
 * Every visible text goes through i18next: this rule reports words written straight into JSX
 * children. Strings without any letter (a separator like '·' or '/') are allowed.
 */
const hasLetter = (text) => /\p{L}/u.test(text);

const isChild = (node) => node.parent && (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid literal text in JSX; use i18next' },
    messages: { literal: 'Literal text "{{text}}" in JSX: put it in the locale files and render it with t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasLetter(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (!isChild(node)) return;
        const { expression } = node;
        if (expression.type === 'Literal' && typeof expression.value === 'string' && hasLetter(expression.value)) {
          report(node, expression.value);
        }
        if (expression.type === 'TemplateLiteral' && expression.quasis.some((quasi) => hasLetter(quasi.value.raw))) {
          report(node, expression.quasis.map((quasi) => quasi.value.raw).join('…'));
        }
      },
    };
  },
};
