import type { Kysely } from 'kysely'

// The language of the page a message or an application was sent from (issue 35): 'en' or 'kn'.
// The e-mail to staff has named it since the Kannada forms came; the inbox now shows it too, so
// whoever answers knows which language to answer in. Messages stored before this have none
// (null: not recorded), never a guessed 'en'.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('lang', 'varchar(5)').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('submissions').dropColumn('lang').execute()
}
