/**
 * Issue 29: SQL is written through the typed query layer (server/src/db/kysely.ts): Kysely's
 * builder, or its `sql` tagged template where the builder cannot say it (full-text ranking, a
 * trigger). This rule reports a string or template literal that holds a SQL statement anywhere
 * else in the server (tests, their suites and the probes under server/src/testing are exempt,
 * as are the engines and the migrator: eslint.config.js).
 */
const STATEMENT =
  /\b(SELECT\s[\s\S]*\bFROM\b|SELECT\s+(1|true|pg_|set_config|nextval|count)|INSERT\s+INTO\b|UPDATE\s+[a-z_]+(\s+[a-z]+)?\s+SET\b|DELETE\s+FROM\b|TRUNCATE\b|LISTEN\b|NOTIFY\b|WITH\s+[a-z_]+\s+AS\s*\()/;

const isSqlTag = (node) =>
  node.parent?.type === 'TaggedTemplateExpression' &&
  node.parent.quasi === node &&
  ((node.parent.tag.type === 'Identifier' && node.parent.tag.name === 'sql') ||
    (node.parent.tag.type === 'MemberExpression' && node.parent.tag.object.type === 'Identifier' && node.parent.tag.object.name === 'sql'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid SQL strings outside the typed query layer' },
    messages: {
      raw: 'SQL written as a string: build it with typedDb(db) (server/src/db/kysely.ts), or Kysely\'s sql`` template where the builder cannot say it.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (STATEMENT.test(text)) context.report({ node, messageId: 'raw' });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (isSqlTag(node)) return;
        check(node, node.quasis.map((quasi) => quasi.value.raw).join(' '));
      },
    };
  },
};
