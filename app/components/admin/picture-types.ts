// The picture chooser's shapes, apart from its components so they import each other in one direction.

/** A picture as the chooser shows it: a small thumbnail, its alt text and its file name. */
export type PictureChoice = {
  key: string
  name: string
  alt: string
  decorative: boolean
  thumb: string
  width: number
  height: number
}

/** One page of the chooser's list (GET /admin/media/choices). */
export type ChoicePage = { items: PictureChoice[]; total: number; page: number; pages: number }

/** What the editor's image fields get from its loader (routes/admin/media.server.ts). */
export type MediaChoices = {
  /** The whole library, newest first, for the plain select a page without JavaScript has. */
  options: Array<{ key: string; label: string }>
  /** The pictures the form holds now, with their thumbnails. */
  chosen: Record<string, PictureChoice>
  maxMb: number
  /** The session's token, for an upload from inside the chooser. */
  csrf?: string
}
