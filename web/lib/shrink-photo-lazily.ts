/**
 * shrinkPhoto (./shrink-photo.ts), fetched when the first photo is chosen rather than with the
 * career page (docs/decisions/041). Where the browser has workers with an OffscreenCanvas (every
 * current Chrome, Firefox and Safari), the photo is shrunk in a worker, so the form stays quick to
 * type in while a camera photo is decoded; elsewhere on the page. When the code cannot be fetched
 * (the connection dropped) or the worker fails, the photo goes as it is: the server decodes and
 * shrinks every image anyway.
 */
export function shrinkPhotoLazily(file: File): Promise<File> {
  const worker = shrinkWorker();
  if (!worker) return shrinkOnPage(file);
  return new Promise((resolve) => {
    lastId += 1;
    waiting.set(lastId, { chosen: file, resolve });
    worker.postMessage({ id: lastId, file });
  });
}

const shrinkOnPage = (file: File) =>
  import('./shrink-photo.ts').then(
    ({ shrinkPhoto }) => shrinkPhoto(file),
    () => file,
  );

let worker: Worker | null | undefined;
let lastId = 0;
/** The photos the worker holds, by id, with who waits for each. */
const waiting = new Map<number, { chosen: File; resolve: (file: File) => void }>();

function shrinkWorker() {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return worker;
  try {
    const started = new Worker(new URL('./shrink-photo-worker.ts', import.meta.url), {
      type: 'module',
    });
    started.onmessage = ({ data }: MessageEvent<{ id: number; file: File }>) => {
      waiting.get(data.id)?.resolve(data.file);
      waiting.delete(data.id);
    };
    started.onerror = () => {
      // Its script could not be fetched, or it broke: the photos it holds go as chosen, and
      // later ones are shrunk on the page.
      worker = null;
      started.terminate();
      for (const { chosen, resolve } of waiting.values()) resolve(chosen);
      waiting.clear();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}
