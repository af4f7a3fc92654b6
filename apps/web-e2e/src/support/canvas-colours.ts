import type { Locator } from '@playwright/test';

export type Rgb = readonly [number, number, number];

/** #rrggbb to its three channels. */
export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The share (0–1) of the element's pixels, as the screen shows them (a screenshot, not the canvas's own buffer), that
 * are each colour, within `tolerance` per channel. The PNG is decoded in a blank page of the same browser: no image
 * library, and no page CSP in the way.
 */
export async function colourShares(element: Locator, colours: readonly Rgb[], tolerance = 8): Promise<number[]> {
  const png = await element.screenshot({ animations: 'disabled' });
  const decoder = await element.page().context().newPage();
  try {
    return await decoder.evaluate(
      async ({ base64, colours, tolerance }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas to decode the screenshot');
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        const counts = colours.map(() => 0);
        for (let offset = 0; offset < data.length; offset += 4) {
          colours.forEach(([red = 0, green = 0, blue = 0], index) => {
            const near =
              Math.abs((data[offset] ?? 0) - red) <= tolerance &&
              Math.abs((data[offset + 1] ?? 0) - green) <= tolerance &&
              Math.abs((data[offset + 2] ?? 0) - blue) <= tolerance;
            if (near) counts[index] = (counts[index] ?? 0) + 1;
          });
        }
        const pixels = data.length / 4;
        return counts.map((count) => count / pixels);
      },
      { base64: png.toString('base64'), colours: colours.map((colour) => [...colour]), tolerance },
    );
  } finally {
    await decoder.close();
  }
}
