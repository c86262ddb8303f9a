/**
 * Issue 29: what the database stores as jsonb, or as text held to a few values by a CHECK
 * constraint, typed as the domain says (kysely-codegen's column overrides). A value read through
 * these types is what the migrations and the writers guarantee; a column added to a table gets
 * its entry here when a store reads it, then `npm run db:types -w server`.
 */
/**
 * A jsonb column reads as `type` and is written as JSON text (`JSON.stringify(value)`): both
 * engines take text for jsonb, while node-postgres would send a JavaScript array as a
 * PostgreSQL array literal. `defaulted`: the column has a DEFAULT, so an insert may leave it out.
 */
function jsonColumn(type: string, options: { defaulted?: boolean } = {}): string {
  const column = `ColumnType<${type}, string, string>`;
  return options.defaulted ? `Generated<${column}>` : column;
}

export const JSON_COLUMN_TYPES: Readonly<Record<string, string>> = {
  'account_events.kind': "'email_changed' | 'phone_changed' | 'email_released' | 'phone_released'",
  'analytics_events.name': 'AnalyticsEventName',
  'analytics_events.owner_kind': "'guest' | 'user'",
  'awards_categories.kind': "'shop' | 'product'",
  'chat_messages.sender_kind': "'buyer' | 'seller'",
  'community_posts.images': jsonColumn('string[]', { defaulted: true }),
  'dev_documents.data': jsonColumn('Record<string, unknown>'),
  'notifications.data': jsonColumn('NotificationData', { defaulted: true }),
  'orders.status_history': jsonColumn('StatusHistoryEntry[]', { defaulted: true }),
  'products.images': jsonColumn('string[]', { defaulted: true }),
  'products.return_conditions': jsonColumn('string[]', { defaulted: true }),
  'products.classifications': jsonColumn('Classification[]', { defaulted: true }),
  'reviews.images': jsonColumn('string[]', { defaulted: true }),
  'sessions.kind': "'guest' | 'user'",
  'shops.country': "'VN' | 'KR'",
  'social_feedback.images': jsonColumn('string[]'),
  'social_feedback.owner_kind': "'guest' | 'user'",
  'social_feedback.status': 'Generated<SocialFeedbackStatus>',
};

/** The core types the entries above name, imported type-only by the generated file. */
export const JSON_COLUMN_IMPORTS: Readonly<Record<string, string>> = {
  AnalyticsEventName: '@modavi/core',
  Classification: '@modavi/core',
  NotificationData: '@modavi/core',
  SocialFeedbackStatus: '@modavi/core',
  StatusHistoryEntry: '@modavi/core',
};
