/**
 * A job application's stages, in the order HR moves it (issue 37). Contact messages have none:
 * they stay "new / handled". Any stage past 'new' counts as handled (the dashboard's counts,
 * the inbox's New filter), so handled_at is kept in step with it.
 */
export const stages = ['new', 'shortlisted', 'interview', 'offered', 'rejected', 'hired'] as const

export type Stage = (typeof stages)[number]

export function isStage(v: unknown): v is Stage {
  return typeof v === 'string' && (stages as readonly string[]).includes(v)
}

/** Each stage in the words staff read: the badge, the select, the CSV and the audit log. */
export const stageWords: Record<Stage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  hired: 'Hired',
}

/** The longest note staff may keep on an application, in characters. */
export const NOTE_MAX = 2000
