import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail, sniffImageType, thumbnailWidth } from '../../src/services/productImages.ts';

describe('product images', () => {
  it('tells the image type from the first bytes only', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1f5130' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('makes a WebP thumbnail no wider than the grid needs', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c8a94a' } })
      .png()
      .toBuffer();
    const thumbnail = await makeThumbnail(big);
    const metadata = await sharp(thumbnail).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(thumbnailWidth);
    expect(metadata.height).toBe(360);
  });
});
