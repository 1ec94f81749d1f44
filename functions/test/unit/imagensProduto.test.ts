import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeThumbnail, thumbnailWidth } from '../../src/services/produtos/imagensProduto.ts';

describe('product images', () => {
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
