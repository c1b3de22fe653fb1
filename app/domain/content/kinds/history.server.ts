import type { Db } from '#app/db/client.server.ts'
import { itemNumber } from '#app/domain/content/revisions.server.ts'

/** A deleted item goes with its history and its translations (the editor's Delete panel says so). */
export async function forgetHistory(tx: Db, kind: string, id: string): Promise<void> {
  await tx
    .deleteFrom('content_revisions')
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(id))
    .execute()
  await tx
    .deleteFrom('content_translations')
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(id))
    .execute()
}
