export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export const imageExtensions: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The image type told by the file's first bytes, never by its name or declared type. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

/** Width of the grid thumbnails: sharp on a 3× phone screen for a half-width card. */
export const thumbnailWidth = 480;

/** A small WebP for the product grid, so the list never loads the full originals. */
export async function makeThumbnail(original: Uint8Array): Promise<Buffer> {
  // Loaded on first use, so that a cold start does not load libvips (most never make a thumbnail).
  const { default: sharp } = await import('sharp');
  return sharp(original)
    .rotate()
    .resize({ width: thumbnailWidth, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
