import type { Kysely } from 'kysely'
import { id, timestamp } from '#app/db/migration-helpers.ts'

// The staff console, part 1 (issue 11): accounts, sessions, sign-in throttling, invitations, the
// audit log, and the inbox's "handled" mark on stored messages. Schema builder only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await id(db.schema.createTable('users'), db)
    // Stored lower-case and trimmed; unique.
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    // argon2id PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash).
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
    // The TOTP secret, AES-256-GCM encrypted with MFA_KEY (never stored in clear).
    .addColumn('mfa_secret', 'text')
    .addColumn('mfa_enrolled_at', timestamp())
    // The last TOTP time step accepted: a code is good once (RFC 6238 §5.2).
    .addColumn('totp_last_step', timestamp())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('updated_at', timestamp(), (c) => c.notNull())
    .addColumn('password_changed_at', timestamp(), (c) => c.notNull())
    .addColumn('last_login_at', timestamp())
    .execute()

  await id(db.schema.createTable('recovery_codes'), db)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the normalised code; the codes themselves are shown once and never stored.
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('used_at', timestamp())
    .execute()
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's token: a stolen database does not hold usable session tokens.
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // mfa: password checked, code awaited · enrol: password checked, MFA to set up · active.
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('last_seen_at', timestamp(), (c) => c.notNull())
    .addColumn('expires_at', timestamp(), (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // Something to show once on the next page (new recovery codes), sealed with MFA_KEY.
    .addColumn('flash', 'text')
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

  // Failed sign-ins per key: "pair:<account>:<address>" locks after 5, "account:<account>" slows.
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_until', timestamp(), (c) => c.notNull())
    .addColumn('locked_until', timestamp())
    .execute()

  await id(db.schema.createTable('invites'), db)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('role', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', timestamp(), (c) => c.notNull())
    .addColumn('expires_at', timestamp(), (c) => c.notNull())
    .addColumn('used_at', timestamp())
    .execute()

  await id(db.schema.createTable('audit_log'), db)
    .addColumn('at', timestamp(), (c) => c.notNull())
    // Kept as a snapshot: the entry outlives the account it names.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)')
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)')
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute()
  await db.schema.createIndex('audit_log_kind').on('audit_log').columns(['kind', 'at']).execute()

  // The inbox: who marked a message handled, and when.
  await db.schema.alterTable('submissions').addColumn('handled_at', timestamp()).execute()
  await db.schema.alterTable('submissions').addColumn('handled_by', 'integer').execute()
  await db.schema
    .createIndex('submissions_kind_created')
    .on('submissions')
    .columns(['kind', 'created_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('submissions_kind_created').ifExists().execute()
  await db.schema.alterTable('submissions').dropColumn('handled_by').execute()
  await db.schema.alterTable('submissions').dropColumn('handled_at').execute()
  await db.schema.dropIndex('audit_log_kind').ifExists().execute()
  await db.schema.dropIndex('audit_log_actor').ifExists().execute()
  await db.schema.dropIndex('audit_log_at').ifExists().execute()
  await db.schema.dropTable('audit_log').ifExists().execute()
  await db.schema.dropTable('invites').ifExists().execute()
  await db.schema.dropTable('login_failures').ifExists().execute()
  await db.schema.dropIndex('sessions_user').ifExists().execute()
  await db.schema.dropTable('sessions').ifExists().execute()
  await db.schema.dropIndex('recovery_codes_user').ifExists().execute()
  await db.schema.dropTable('recovery_codes').ifExists().execute()
  await db.schema.dropTable('users').ifExists().execute()
}
