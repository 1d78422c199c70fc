import jsQR from 'jsqr';

/**
 * Reads a QR code from the camera's current frame in JavaScript, for browsers without the
 * BarcodeDetector API (Safari on older iPhones, Firefox, Chrome on a desktop; decision 052). Loaded
 * only when the check-in screen's scanner opens there, so no other screen carries jsQR. The frame
 * is scaled down to at most 640 px on its long side: plenty for a ticket held up to the camera, and
 * a quarter of the work of a full HD frame.
 */

const MAX_SIDE = 640;

export function createFrameDecoder() {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video: HTMLVideoElement): string | undefined => {
    const { videoWidth: width, videoHeight: height } = video;
    if (!context || !width || !height) return undefined;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data;
  };
}
