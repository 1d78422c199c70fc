import { afterAll } from 'vitest';

/**
 * Runs after each component test file (vitest.config.ts). SweetAlert2 finishes opening a dialog on
 * a 10 ms timer and closes a success dialog on its own after 1.5 s. A file whose last test leaves a
 * dialog open would have such a timer fire once the test page is gone ("window is not defined",
 * an unhandled error that fails the whole run, depending on timing): close it and let the timers
 * run while the page still exists.
 */
afterAll(async () => {
  if (typeof document === 'undefined') return; // a file that renders on the server
  const { default: Swal } = await import('sweetalert2');
  if (Swal.isVisible()) Swal.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
