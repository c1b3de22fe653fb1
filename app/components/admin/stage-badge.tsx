import { stageWords, type Stage } from '#app/domain/inbox/stages.ts'
import { Badge } from './ui.tsx'

// New asks for a person (the same blue as a new message); the stages in play are amber; the two
// ends read as done: hired green, rejected grey.
const tones: Record<Stage, 'info' | 'warn' | 'good' | 'neutral'> = {
  new: 'info',
  shortlisted: 'warn',
  interview: 'warn',
  offered: 'warn',
  rejected: 'neutral',
  hired: 'good',
}

/** A job application's stage, in words. */
export function StageBadge({ stage }: { stage: Stage }) {
  return <Badge tone={tones[stage]}>{stageWords[stage]}</Badge>
}
