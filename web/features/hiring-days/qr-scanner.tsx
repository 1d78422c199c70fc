import { useEffect, useRef, useState } from 'react';

import { hiringDaysText as t } from '#common/texts/hiring-days';

import { Button } from '../../components/ui/field.tsx';

/** The Shape Detection API, where the browser has it (Chrome on Android, Safari 17+ on iOS). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = () =>
  typeof window !== 'undefined'
    ? (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
    : undefined;

/**
 * Whether this browser can scan: a camera API. BarcodeDetector reads the frames where the browser
 * has it, a JavaScript decoder (jsQR, loaded on first use) everywhere else (decision 052). Typing
 * always works.
 */
export const canScan = () => typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);

/** Reads a frame of `video`: the browser's own detector, else the lazily loaded JavaScript one. */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | undefined>> {
  const Detector = detectorClass();
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { createFrameDecoder } = await import('./qr-frame-decoder.ts');
  const decode = createFrameDecoder();
  return async (video) => decode(video);
}

const SCAN_EVERY_MS = 250;

/**
 * The rear camera in a small preview; each QR code read is handed to `onCode` once (the same
 * code is not repeated while it stays in view). Stops the camera when closed or unmounted.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [failure, setFailure] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    if (!isOpen) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = '';
    let isActive = true;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (!isActive || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        const read = await frameReader();
        if (!isActive) return;
        timer = setInterval(() => {
          if (!video.current) return;
          void read(video.current)
            .then((raw) => {
              const value = raw?.trim();
              if (value && value !== last) {
                last = value;
                onCodeRef.current(value);
              }
            })
            .catch(() => undefined);
        }, SCAN_EVERY_MS);
      })
      .catch(() => setFailure(t.scanUnavailable));
    return () => {
      isActive = false;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [isOpen]);

  if (!canScan()) return null;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => {
          setFailure('');
          setIsOpen((open) => !open);
        }}
      >
        {isOpen ? t.scanStop : t.scanButton}
      </Button>
      {isOpen ? (
        <div className="space-y-1">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t.scanHelp}
            className="aspect-square w-full max-w-xs rounded-xl bg-slate-900 object-cover"
          />
          <p className="text-xs text-slate-600">{t.scanHelp}</p>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
