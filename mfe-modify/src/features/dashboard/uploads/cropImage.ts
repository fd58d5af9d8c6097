// The avatar's crop drawn into a JPEG in the browser (a canvas), so what is sent is what the customer framed.
/** The crop in the source image's pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest side of the saved avatar: a 210 px crop shown on high-density screens stays sharp. */
const MAX_SIDE = 420;

export type CropImage = (source: string, area: PixelArea) => Promise<Blob>;

/** Draws `area` of the image at `source` into a JPEG (at most 420 px a side). */
export const cropToJpeg: CropImage = async (source, area) => {
  const image = new Image();
  image.src = source;
  await image.decode();
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', 0.9);
  });
};
