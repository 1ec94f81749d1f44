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
