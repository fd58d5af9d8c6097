// 'Share' of today's meals (spec 3 §2 Dashboard: share buttons for twitter, facebook and instagram with an image of the
// meals): the picture is drawn on a canvas in the browser, shared as a file where the device can (Web Share), else
// saved for the customer to post, beside the network's own share page.

export interface MealLine {
  mealType: string;
  title: string;
  kcal: string;
}

const WIDTH = 1080;
const LINE = 120;

/** A PNG of today's meals: the heading, then each meal type with its dish and calories. */
export async function mealsImage(heading: string, lines: readonly MealLine[], rtl: boolean): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = 220 + lines.length * LINE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas on this device');
  context.fillStyle = '#f4f7f2';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1f6b45';
  context.fillRect(0, 0, canvas.width, 150);
  context.direction = rtl ? 'rtl' : 'ltr';
  context.textAlign = rtl ? 'right' : 'left';
  const x = rtl ? WIDTH - 60 : 60;
  context.fillStyle = '#ffffff';
  context.font = 'bold 56px sans-serif';
  context.fillText(heading, x, 96);
  lines.forEach((line, index) => {
    const top = 220 + index * LINE;
    context.fillStyle = '#5b665e';
    context.font = '32px sans-serif';
    context.fillText(`${line.mealType} · ${line.kcal}`, x, top);
    context.fillStyle = '#1b241d';
    context.font = 'bold 40px sans-serif';
    context.fillText(line.title, x, top + 50, WIDTH - 120);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))), 'image/png'),
  );
}

export type ShareNetwork = 'twitter' | 'facebook' | 'instagram';

/** The network's own share page for a text and the site's address (Instagram has none: its home page). */
export function shareUrl(network: ShareNetwork, text: string, pageUrl: string): string {
  if (network === 'twitter') return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(pageUrl)}`;
  if (network === 'facebook') return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}&quote=${encodeURIComponent(text)}`;
  return 'https://www.instagram.com/';
}

/**
 * Shares the picture: with the device's share sheet when it takes files; otherwise the picture is saved (for
 * Instagram, which has no web share page) and the network's share page opens in a new tab.
 */
export async function shareMeals(network: ShareNetwork, image: Blob, text: string, pageUrl: string): Promise<void> {
  const file = new File([image], 'todays-meals.png', { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], text });
    return;
  }
  if (network === 'instagram') {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(image);
    link.download = file.name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }
  window.open(shareUrl(network, text, pageUrl), '_blank', 'noopener');
}
