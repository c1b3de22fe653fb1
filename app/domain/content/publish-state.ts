/** How an item stands, as the console shows it (browser-safe; the rule is publishing.server.ts). */
export type PublishState = 'draft' | 'scheduled' | 'published' | 'expired'
