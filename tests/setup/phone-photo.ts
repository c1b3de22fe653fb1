import sharp from 'sharp'

/**
 * A photo as a phone's camera writes it: stored sideways (400 × 300, left half red, right half
 * blue) with an orientation tag that says "turn it a quarter clockwise", so it is shown 300 × 400
 * with red on top; and EXIF naming the phone and the place (GPS, a village near Tumakuru).
 */
export async function phonePhoto(format: 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  const red = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#f00' } })
    .png()
    .toBuffer()
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#00f' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Village 5G' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '13/1 20/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 6/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format, { quality: 95 })
    .toBuffer()
}

/** Whether the bytes carry the phone's notes: EXIF, with the GPS block's tag (0x8825). */
export async function carriesCameraNotes(bytes: Buffer): Promise<boolean> {
  const { exif } = await sharp(bytes).metadata()
  if (!exif) return false
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))
}

/** The colour at the top and at the bottom of a picture as it is shown (orientation applied). */
export async function topAndBottom(bytes: Buffer): Promise<{ top: string; bottom: string }> {
  const { data, info } = await sharp(bytes).autoOrient().raw().toBuffer({ resolveWithObject: true })
  const at = (y: number) => {
    const i = (y * info.width + Math.floor(info.width / 2)) * info.channels
    return data[i]! > 200 && data[i + 2]! < 60
      ? 'red'
      : data[i + 2]! > 200 && data[i]! < 60
        ? 'blue'
        : 'other'
  }
  return { top: at(10), bottom: at(info.height - 10) }
}
